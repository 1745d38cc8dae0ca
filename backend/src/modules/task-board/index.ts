export { TaskBoardModule } from './task-board.module';

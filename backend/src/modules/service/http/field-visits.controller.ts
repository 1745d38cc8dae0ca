import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Problem } from '../../../platform/http/problem';
import { requestIdOf } from '../../../platform/http/request';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { FieldActionInput, RecordFieldActionCommand } from '../commands/field-action.command';
import { StoreVisitPhotoCommand, VISIT_PHOTO_LIMIT } from '../commands/store-visit-photo.command';
import { FieldRouteQuery } from '../queries/field-route.query';
import { VisitPhotoFile, VisitPhotoQuery } from '../queries/visit-photo.query';
import { fill, FIELD_MESSAGES } from '../service.messages';
import { FieldActionDto } from './service.dto';

const parsePhoto = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: VISIT_PHOTO_LIMIT.bytes + 1, files: 1, fields: 4, fieldSize: 200, parts: 6 },
}).single('photo');

const invalid = (field: string, message: string, status = 400) =>
  new Problem(status, status === 413 ? 'Payload Too Large' : 'Invalid request data', message, { [field]: message }, 'VALIDATION_FAILED');

/** The field app's API (issue 16), held to active scoopers by the field guard: today's route, the stop actions, photos. */
@ApiTags('field')
@Controller('field')
export class FieldVisitsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('route')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The signed-in scooper's stops today in driving order: address, gate code, dogs, bin tasks, notes, progress" })
  route(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new FieldRouteQuery(user.id));
  }

  @Post('visits/:id/on-my-way')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Tell the customer the scooper is on the way (once per visit; a retried clientId adds nothing)' })
  onMyWay(@Param('id') id: string, @Body() body: FieldActionDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.act(id, user, req, { type: 'on-my-way', clientId: body.clientId ?? '' });
  }

  @Post('visits/:id/start')
  @HttpCode(HttpStatus.OK)
  start(@Param('id') id: string, @Body() body: FieldActionDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.act(id, user, req, { type: 'start', clientId: body.clientId ?? '' });
  }

  @Post('visits/:id/complete')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Complete the stop with at least one after photo (uploaded first to visits/:id/photos)' })
  complete(@Param('id') id: string, @Body() body: FieldActionDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.act(id, user, req, { type: 'complete', clientId: body.clientId ?? '', photoIds: body.photoIds ?? [] });
  }

  @Post('visits/:id/skip')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Skip the stop with a reason (locked-gate, dog-out, weather, customer-asked, other); locked-gate and dog-out need a photo' })
  skip(@Param('id') id: string, @Body() body: FieldActionDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.act(id, user, req, {
      type: 'skip',
      clientId: body.clientId ?? '',
      reason: body.reason ?? '',
      note: body.note ?? null,
      photoIds: body.photoIds ?? [],
    });
  }

  @Post('visits/:id/photos')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload a photo (fields id: the app-generated UUID, photo: the JPEG); EXIF is stripped and the server stamps the time' })
  async photo(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.parse(req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { created, ...stored } = await this.commands.execute(new StoreVisitPhotoCommand(id, user.id, body.id, req.file, body.kind));
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return stored;
  }

  @Get('photos/:id')
  @ApiOperation({ summary: 'One of the signed-in scooper’s own photos' })
  async ownPhoto(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Res() res: Response) {
    sendPhoto(res, await this.queries.execute(new VisitPhotoQuery(id, { kind: 'scooper', scooperId: user.id })));
  }

  private act(visitId: string, user: AuthenticatedUser, req: Request, input: FieldActionInput) {
    return this.commands.execute(new RecordFieldActionCommand(visitId, user.id, input, requestIdOf(req)));
  }

  private parse(req: Request, res: Response): Promise<void> {
    if (!req.is('multipart/form-data')) return Promise.reject(invalid('photo', FIELD_MESSAGES.multipartRequired));
    return new Promise((resolve, reject) =>
      parsePhoto(req, res, (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE')
          return reject(invalid('photo', fill(FIELD_MESSAGES.photoTooLarge, { limit: VISIT_PHOTO_LIMIT.label }), 413));
        if (error instanceof MulterError) return reject(invalid('photo', error.code === 'LIMIT_UNEXPECTED_FILE' ? FIELD_MESSAGES.photoMissing : error.message));
        reject(invalid('photo', FIELD_MESSAGES.photoBroken));
      }),
    );
  }
}

/** Photos are private: never cached by shared caches, never sniffed as anything but the image they are. */
export function sendPhoto(res: Response, photo: VisitPhotoFile): void {
  res
    .status(200)
    .set({
      'Content-Type': photo.contentType,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Last-Modified': new Date(photo.receivedAt).toUTCString(),
    })
    .send(photo.bytes);
}

/** Staff see every visit photo (the visit's proof of service). */
@ApiTags('admin: service')
@Controller('admin/visit-photos')
export class VisitPhotosAdminController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':id')
  async photo(@Param('id') id: string, @Res() res: Response) {
    sendPhoto(res, await this.queries.execute(new VisitPhotoQuery(id, { kind: 'staff' })));
  }
}

/** The customer sees their own visits' photos through the signed order link their e-mails carry (?token=ol_…). */
@ApiTags('service')
@Controller('visit-photos')
export class CustomerVisitPhotosController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: "A photo of one of the customer's visits, opened with the order's signed link token or the customer's own session" })
  async photo(@Param('id') id: string, @Query('token') token: unknown, @CurrentUser() user: AuthenticatedUser | undefined, @Res() res: Response) {
    const viewer = { kind: 'customer' as const, orderLink: typeof token === 'string' ? token : '', signedInEmail: user?.email ?? null };
    sendPhoto(res, await this.queries.execute(new VisitPhotoQuery(id, viewer)));
  }
}

import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning, watchdogsOf } from '../../../../test/support/app-process';
import { eventually } from '../../../../test/support/eventually';
import { watchServer } from './postgres-watchdog';

/**
 * The watchdog that stops the embedded server when its owner ends without stopping it, against stand-in servers: node
 * processes titled `postgres` (as the server's processes are named) that note each signal. Its owner here is the test
 * process, whose release closes the watchdog's stdin exactly as the owner's death does (start-two-processes kills
 * start.js itself, with the real server).
 */
describe('the embedded PostgreSQL watchdog', () => {
  let dataDir: string;
  let pidFile: string;
  const processes: ChildProcess[] = [];
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'scv-watchdog-'));
    mkdirSync(join(dataDir, 'postgres'));
    pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  });
  afterEach(() => {
    for (const pid of watchdogsOf(dataDir)) process.kill(pid, 'SIGKILL');
    for (const child of processes.splice(0)) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A process titled `title` that writes each signal it gets; SIGINT ends it, SIGTERM too unless told to hold on. */
  const standIn = async (title: string, { holdOnTerm = false } = {}) => {
    const program = `process.title = ${JSON.stringify(title)};
      process.on('SIGTERM', () => { console.log('SIGTERM'); if (!${holdOnTerm}) process.exit(0); });
      process.on('SIGINT', () => { console.log('SIGINT'); process.exit(0); });
      console.log('up'); setInterval(() => undefined, 1000);`;
    const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
    processes.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually(
      async () => output,
      (o) => o.includes('up'),
      `${title} to start`,
    );
    writeFileSync(pidFile, `${child.pid}\n${dataDir}/postgres\n1700000000\n5432\n\n`);
    return { child, output: () => output };
  };
  const watchdogStarted = () =>
    eventually(
      async () => watchdogsOf(dataDir),
      (pids) => pids.length === 1,
      'the watchdog to start',
    );
  const gone = (what: string, pids: () => number[]) =>
    eventually(
      async () => pids().filter(isRunning),
      (left) => left.length === 0,
      what,
      10_000,
    );

  it('asks the server for a smart shutdown, then a fast one after the grace, and exits once it is gone', async () => {
    const server = await standIn('postgres', { holdOnTerm: true });
    const watchdog = watchServer(pidFile, 300);
    await watchdogStarted();
    expect(server.output()).toBe('up\n');
    watchdog.release();
    await gone('the server and the watchdog', () => [server.child.pid!, ...watchdogsOf(dataDir)]);
    expect(server.output()).toBe('up\nSIGTERM\nSIGINT\n');
  });

  it('a server that ends on the smart shutdown gets no fast one', async () => {
    const server = await standIn('postgres');
    watchServer(pidFile, 60_000).release();
    await gone('the server and the watchdog', () => [server.child.pid!, ...watchdogsOf(dataDir)]);
    expect(server.output()).toBe('up\nSIGTERM\n');
  });

  it('leaves alone a process that is not a postgres one (a pid reused after a crash), and exits', async () => {
    const other = await standIn('someone-else');
    const watchdog = watchServer(pidFile, 300);
    await watchdogStarted();
    watchdog.release();
    await gone('the watchdog', () => watchdogsOf(dataDir));
    expect(isRunning(other.child.pid!)).toBe(true);
    expect(other.output()).toBe('up\n');
  });

  it('exits at once when the server was stopped already (no pid file)', async () => {
    const watchdog = watchServer(pidFile, 300);
    await watchdogStarted();
    watchdog.release();
    await gone('the watchdog', () => watchdogsOf(dataDir));
  });
});

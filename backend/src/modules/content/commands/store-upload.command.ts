import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { CONTENT_MESSAGES } from '../content.messages';
import { detectFile, uploadRejection, UploadKind } from '../domain/file-signature';
import { uploadDirOf } from '../uploads/upload-dir';

const FOLDERS: Record<UploadKind, string> = { image: 'blog-images', video: 'blog-videos' };

/** The spec's "Failed to upload image/video" problem with the reason. */
export function uploadFailed(kind: UploadKind, status: number, reason: string): Problem {
  const title = kind === 'image' ? CONTENT_MESSAGES.uploadImageFailed : CONTENT_MESSAGES.uploadVideoFailed;
  return new Problem(status, title, `${title}: ${reason}`, { file: reason }, status === 413 ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_REJECTED');
}

/** A blog image or video as received; the answer is where the site serves it. */
export class StoreUploadCommand extends Command<{ url: string }> {
  constructor(
    readonly kind: UploadKind,
    readonly file: { size: number; buffer: Buffer } | undefined,
  ) {
    super();
  }
}

/** Checks the file by its bytes and size, and stores it under UPLOAD_DIR with a fresh name (spec 001 §7 storage upload). */
@CommandHandler(StoreUploadCommand)
export class StoreUploadHandler implements ICommandHandler<StoreUploadCommand> {
  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async execute({ kind, file }: StoreUploadCommand): Promise<{ url: string }> {
    const rejection = uploadRejection(kind, file);
    if (rejection || !file) throw uploadFailed(kind, rejection?.status ?? 400, rejection?.reason ?? '');
    const name = `${this.clock.now().getTime()}-${randomBytes(6).toString('hex')}.${detectFile(file.buffer)!.extension}`;
    const folder = join(uploadDirOf(this.config), FOLDERS[kind]);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), file.buffer, { flag: 'wx' });
    return { url: `/uploads/${FOLDERS[kind]}/${name}` };
  }
}

import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { AppConfig } from '../../../config/config';
import { Clock } from '../../../platform/clock';
import { Problem } from '../../../platform/http/problem';
import { CONTENT_MESSAGES } from '../content.messages';
import { detectFile, UPLOAD_LIMITS, UploadKind } from './file-signature';
import { uploadDirOf } from './upload-dir';

const FOLDERS: Record<UploadKind, string> = { image: 'blog-images', video: 'blog-videos' };

// The largest kind's limit, plus one byte so "too big" is detected rather than truncated.
const parseUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_LIMITS.video.bytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
}).single('file');

function failed(kind: UploadKind, status: number, reason: string): Problem {
  const title = kind === 'image' ? CONTENT_MESSAGES.uploadImageFailed : CONTENT_MESSAGES.uploadVideoFailed;
  return new Problem(status, title, `${title}: ${reason}`, { file: reason }, status === 413 ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_REJECTED');
}

/** Blog images and videos (spec 001 §7 storage upload): checked by their bytes, stored under UPLOAD_DIR, served at /uploads. */
@ApiTags('admin: blog')
@Controller('admin/uploads')
export class UploadsAdminController {
  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: "{ url: '/uploads/blog-images/<timestamp>-<random>.<ext>' }" })
  async upload(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ url: string }> {
    await this.parse(req, res);
    const kind = this.kindOf(req);
    const file = req.file;
    if (!file) throw failed(kind, 400, 'choose a file to upload (form field "file")');
    const limit = UPLOAD_LIMITS[kind];
    if (file.size > limit.bytes) throw failed(kind, 413, `the file is larger than ${limit.label}`);
    const detected = detectFile(file.buffer);
    if (!detected || detected.kind !== kind) throw failed(kind, 400, `only ${limit.accepted} are accepted`);
    const name = `${this.clock.now().getTime()}-${randomBytes(6).toString('hex')}.${detected.extension}`;
    const folder = join(uploadDirOf(this.config), FOLDERS[kind]);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), file.buffer, { flag: 'wx' });
    return { url: `/uploads/${FOLDERS[kind]}/${name}` };
  }

  private kindOf(req: Request): UploadKind {
    const kind = (req.body as Record<string, unknown> | undefined)?.kind;
    if (kind === 'image' || kind === 'video') return kind;
    throw new Problem(400, 'Invalid request data', 'kind must be image or video', { kind: 'kind must be image or video' }, 'VALIDATION_FAILED');
  }

  private parse(req: Request, res: Response): Promise<void> {
    if (!req.is('multipart/form-data')) {
      return Promise.reject(new Problem(400, 'Invalid request data', 'Send the file as multipart/form-data', { file: 'Send the file as multipart/form-data' }, 'VALIDATION_FAILED'));
    }
    return new Promise((resolve, reject) =>
      parseUpload(req, res, (error: unknown) => {
        if (!error) return resolve();
        const declared = (req.body as Record<string, unknown> | undefined)?.kind === 'image' ? 'image' : 'video';
        if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') return reject(failed(declared, 413, `the file is larger than ${UPLOAD_LIMITS[declared].label}`));
        if (error instanceof MulterError) return reject(failed(declared, 400, error.code === 'LIMIT_UNEXPECTED_FILE' ? 'send one file in the field "file"' : error.message));
        reject(failed(declared, 400, 'the upload could not be read'));
      }),
    );
  }
}

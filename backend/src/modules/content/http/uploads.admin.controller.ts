import { Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Problem } from '../../../platform/http/problem';
import { StoreUploadCommand, uploadFailed as failed } from '../commands/store-upload.command';
import { UPLOAD_LIMITS, UploadKind } from '../domain/file-signature';

// The largest kind's limit, plus one byte so "too big" is detected rather than truncated.
const parseUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_LIMITS.video.bytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
}).single('file');

/** Blog images and videos (spec 001 §7 storage upload): checked by their bytes, stored under UPLOAD_DIR, served at /uploads. */
@ApiTags('admin: blog')
@Controller('admin/uploads')
export class UploadsAdminController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: "{ url: '/uploads/blog-images/<timestamp>-<random>.<ext>' }" })
  async upload(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ url: string }> {
    await this.parse(req, res);
    return this.commands.execute(new StoreUploadCommand(this.kindOf(req), req.file));
  }

  private kindOf(req: Request): UploadKind {
    const kind = (req.body as Record<string, unknown> | undefined)?.kind;
    if (kind === 'image' || kind === 'video') return kind;
    throw new Problem(400, 'Invalid request data', 'kind must be image or video', { kind: 'kind must be image or video' }, 'VALIDATION_FAILED');
  }

  private parse(req: Request, res: Response): Promise<void> {
    if (!req.is('multipart/form-data')) {
      return Promise.reject(
        new Problem(400, 'Invalid request data', 'Send the file as multipart/form-data', { file: 'Send the file as multipart/form-data' }, 'VALIDATION_FAILED'),
      );
    }
    return new Promise((resolve, reject) =>
      parseUpload(req, res, (error: unknown) => {
        if (!error) return resolve();
        const declared = (req.body as Record<string, unknown> | undefined)?.kind === 'image' ? 'image' : 'video';
        if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE')
          return reject(failed(declared, 413, `the file is larger than ${UPLOAD_LIMITS[declared].label}`));
        if (error instanceof MulterError)
          return reject(failed(declared, 400, error.code === 'LIMIT_UNEXPECTED_FILE' ? 'send one file in the field "file"' : error.message));
        reject(failed(declared, 400, 'the upload could not be read'));
      }),
    );
  }
}

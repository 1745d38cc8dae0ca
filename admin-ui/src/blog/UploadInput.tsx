import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, CircularProgress, FormHelperText, Stack, TextField } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { UploadKind } from './blog-api';

interface UploadInputProps {
  source: string;
  kind: UploadKind;
  /** Accept attribute of the file picker. */
  accept: string;
  helperText?: string;
}

/** A URL field with an upload button beside it and a preview; the server checks the file's bytes and size. */
export function UploadInput({ source, kind, accept, helperText }: UploadInputProps) {
  const { field, fieldState } = useInput({ source });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const value = (field.value as string | null) ?? '';

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { url } = await dataProvider.uploadFile(file, kind);
      field.onChange(url);
      notify('resources.blog.notify.uploaded', { type: 'success' });
    } catch (error) {
      const fallback = translate(`resources.blog.notify.upload_${kind}_failed`);
      notify((error as Error)?.message || fallback, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 720, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <TextField
          {...field}
          value={value}
          onChange={(e) => field.onChange(e.target.value)}
          label={translate(`resources.blog.fields.${source}`)}
          size="small"
          fullWidth
          error={!!fieldState.error}
        />
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <CloudUploadIcon />}
          disabled={busy}
          onClick={() => picker.current?.click()}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, minHeight: 40 }}
        >
          {translate(busy ? 'resources.blog.actions.uploading' : `resources.blog.actions.upload_${kind}`)}
        </Button>
        {value && (
          <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => field.onChange(null)} sx={{ flexShrink: 0, minHeight: 40 }}>
            {translate('resources.blog.actions.remove')}
          </Button>
        )}
      </Stack>
      <input ref={picker} type="file" accept={accept} hidden onChange={upload} data-testid={`${source}-file`} />
      {(fieldState.error?.message || helperText) && (
        <FormHelperText error={!!fieldState.error}>{fieldState.error?.message ? translate(fieldState.error.message) : translate(helperText!)}</FormHelperText>
      )}
      {value && kind === 'image' && (
        <Box
          component="img"
          src={value}
          alt=""
          sx={{ mt: 1, maxWidth: '100%', maxHeight: 200, borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
        />
      )}
      {value && kind === 'video' && /\.(mp4|webm)(\?|$)/i.test(value) && (
        <Box component="video" src={value} controls sx={{ mt: 1, maxWidth: '100%', maxHeight: 200, display: 'block' }} />
      )}
    </Box>
  );
}

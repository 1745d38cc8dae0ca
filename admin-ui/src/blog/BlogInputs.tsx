import { Box, Typography } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { DateInput, maxLength, required, SelectInput, TextArrayInput, TextInput, useTranslate } from 'react-admin';
import { UploadInput } from './UploadInput';

const STATUS = [
  { id: 'draft', name: 'resources.blog.status.draft' },
  { id: 'published', name: 'resources.blog.status.published' },
];
const POSITIONS = [
  { id: 'center', name: 'resources.blog.position.center' },
  { id: 'top', name: 'resources.blog.position.top' },
  { id: 'bottom', name: 'resources.blog.position.bottom' },
];
const VIDEO_TYPES = [
  { id: 'youtube', name: 'resources.blog.video_type.youtube' },
  { id: 'mp4', name: 'resources.blog.video_type.mp4' },
];

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}

const half = { width: { xs: '100%', sm: 340 } };

/** The blog editor's inputs, shared by create and edit; the server sanitises the HTML and validates again. */
export function BlogInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      <Section title="resources.blog.sections.post" />
      <TextInput source="title" validate={[required('Title is required'), maxLength(200)]} fullWidth />
      <TextInput source="excerpt" multiline minRows={2} fullWidth validate={maxLength(1000)} helperText="resources.blog.helper.excerpt" />
      <RichTextInput source="content" fullWidth sx={{ '& .ProseMirror': { minHeight: 240 } }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SelectInput source="status" choices={STATUS} defaultValue="draft" validate={required()} sx={half} />
        <TextInput source="author" defaultValue="SCV Scoopers Team" sx={half} />
        <DateInput source="published_date" helperText="resources.blog.helper.published_date" sx={half} />
        <TextInput source="read_time" helperText="resources.blog.helper.read_time" sx={half} />
        <TextInput source="location" sx={half} />
      </Box>
      <TextArrayInput source="categories" helperText="resources.blog.helper.categories" sx={{ width: '100%', maxWidth: 700 }} />

      <Section title="resources.blog.sections.media" />
      <UploadInput source="featured_image" kind="image" accept="image/jpeg,image/png,image/webp,image/gif" />
      <SelectInput source="featured_image_position" choices={POSITIONS} defaultValue="center" sx={half} />
      <UploadInput source="video_url" kind="video" accept="video/mp4,video/webm" helperText="resources.blog.helper.video_url" />
      <SelectInput source="video_type" choices={VIDEO_TYPES} emptyText="—" sx={half} />
      <UploadInput source="video_thumbnail" kind="image" accept="image/jpeg,image/png,image/webp,image/gif" />

      <Section title="resources.blog.sections.sources" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <TextInput source="source_url" sx={half} />
        <TextInput source="photo_credit" sx={half} />
        <TextInput source="photo_source" sx={half} />
        <TextInput source="photo_source_url" sx={half} />
      </Box>
    </Box>
  );
}

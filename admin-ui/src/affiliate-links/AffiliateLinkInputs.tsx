import { BooleanInput, maxLength, required, TextInput } from 'react-admin';

/** The affiliate form (spec 001 §5): phrase, tag and search term all required; the server checks the same. */
export function AffiliateLinkInputs() {
  return (
    <>
      <TextInput
        source="phrase"
        validate={[required('Phrase is required'), maxLength(100)]}
        helperText="resources.affiliate-links.helper.phrase"
        sx={{ width: '100%', maxWidth: 480 }}
      />
      <TextInput
        source="affiliate_url"
        validate={[required('Tag is required'), maxLength(100)]}
        helperText="resources.affiliate-links.helper.affiliate_url"
        sx={{ width: '100%', maxWidth: 480 }}
      />
      <TextInput
        source="search_term"
        validate={[required('Search term is required'), maxLength(200)]}
        helperText="resources.affiliate-links.helper.search_term"
        sx={{ width: '100%', maxWidth: 480 }}
      />
      <BooleanInput source="is_active" defaultValue />
    </>
  );
}

/**
 * Wraps a class-transformer @Transform so it only ever sees strings of at most `max` characters; a longer one is
 * passed on as sent, for the field's @MaxLength(max) to refuse. @MaxLength runs after @Transform, so without the
 * cap a transform (trimming, stripping markup) would work through all the text a request carries (issue 13).
 */
export const capped =
  <P extends { value: unknown }>(max: number, transform: (params: P) => unknown) =>
  (params: P): unknown =>
    typeof params.value === 'string' && params.value.length > max ? params.value : transform(params);

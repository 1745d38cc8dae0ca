import { useMediaQuery, type SvgIconProps, type Theme } from '@mui/material';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { CreateButton, List, TopToolbar, type SortPayload } from 'react-admin';
import { EmptyState } from './EmptyState';
import { LIST_FITS_SCREEN } from './styles';

/**
 * A staff list whose records staff create: a Create button on top, an empty state that offers one, 25 a page, and
 * cards on a phone (`small`) where a desktop gets the table (`large`).
 */
export function CreatableList({
  resource,
  icon,
  filters,
  sort,
  small,
  large,
}: {
  resource: string;
  icon: ComponentType<SvgIconProps>;
  filters: ReactElement[];
  sort: SortPayload;
  small: ReactNode;
  large: ReactNode;
}) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={sort}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      empty={
        <EmptyState icon={icon} title={`resources.${resource}.empty.title`} explanation={`resources.${resource}.empty.explanation`}>
          <CreateButton variant="contained" sx={{ mt: 2 }} />
        </EmptyState>
      }
      sx={LIST_FITS_SCREEN}
    >
      {isSmall ? small : large}
    </List>
  );
}

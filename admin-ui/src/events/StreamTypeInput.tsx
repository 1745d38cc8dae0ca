import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import type { StreamTypeRecord } from './event-types';

const optionText = (choice: StreamTypeRecord) => `${choice.name} (${choice.count})`;

/** Loads the choices from the stream-types list; plain getList avoids a getMany the API does not need to serve. */
export function StreamTypeInput(props: Omit<SelectInputProps, 'choices'>) {
  const { data, isPending } = useGetList<StreamTypeRecord>('stream-types', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return <SelectInput {...props} choices={data ?? []} optionText={optionText} isPending={isPending} />;
}

import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { SORTABLE_COLUMNS, COLUMN_LABELS, SORT_DIRECTIONS, SORT_DIRECTION_LABELS, isColumnKey, isSortDirection } from '../types';
import { useTableQueryControls } from '../useTableQueryUrl';
import { CLEARED_SORT } from '../tableQuery';
import { Field, PopupPanel } from '@/components/Popup';

export interface PopupProps {
  id: string;
}

/** Spec §2, §4: the sort popup: column picker (no Sexo, Email, Telefone), direction picker, chip, Resetar. */
export function SortPopup({ id }: PopupProps) {
  const { query, changeQuery } = useTableQueryControls();
  const titleId = useId();
  const columnId = useId();
  const directionId = useId();
  const columnPicker = useRef<HTMLSelectElement>(null);
  // A layout effect: a key pressed at the first paint already reaches the picker.
  useLayoutEffect(() => columnPicker.current?.focus(), []);

  return (
    <PopupPanel id={id} role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>Ordenar</h2>
      <Field>
        <label htmlFor={columnId}>Coluna</label>
        <select
          id={columnId}
          ref={columnPicker}
          value={query.sortby ?? ''}
          onChange={(event) => changeQuery({ sortby: isColumnKey(event.target.value) ? event.target.value : null })}
        >
          <option value="">Selecione</option>
          {SORTABLE_COLUMNS.map((column) => (
            <option key={column.key} value={column.key}>
              {column.label}
            </option>
          ))}
        </select>
        {query.sortby && (
          <div>
            <Chip
              label={COLUMN_LABELS[query.sortby]}
              removeLabel={`Remover coluna ${COLUMN_LABELS[query.sortby]}`}
              onRemove={() => changeQuery({ sortby: null })}
              focusAfterRemove={columnPicker}
            />
          </div>
        )}
      </Field>
      <Field>
        <label htmlFor={directionId}>Ordernar por</label>
        <select
          id={directionId}
          value={query.orderby ?? ''}
          onChange={(event) => changeQuery({ orderby: isSortDirection(event.target.value) ? event.target.value : null })}
        >
          <option value="">Selecione</option>
          {SORT_DIRECTIONS.map((direction) => (
            <option key={direction} value={direction}>
              {SORT_DIRECTION_LABELS[direction]}
            </option>
          ))}
        </select>
      </Field>
      <div>
        <Button type="button" onClick={() => changeQuery(CLEARED_SORT)}>
          Resetar
        </Button>
      </div>
    </PopupPanel>
  );
}

export default SortPopup;

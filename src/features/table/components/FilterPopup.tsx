import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { interceptBack } from '@/hooks/historyGuard';
import { Button } from '@/components/Button';
import { Chip } from '@/components/Chip';
import { FILTER_VALUE_MAX } from '@/config/constants';
import { HOME_PATH } from '@/config/routes';
import { CLEARED_FILTER, filterColumnChange, sanitizeFilterValue } from '../tableQuery';
import {
  COLUMN_LABELS,
  FILTERABLE_COLUMNS,
  FILTER_STATUSES,
  FILTER_STATUS_LABELS,
  isColumnKey,
  isFilterStatus,
} from '../types';
import { ButtonRow, Field, Hint, PopupPanel } from '@/components/Popup';
import type { PopupProps } from './SortPopup';
import { useTableQueryControls } from '../useTableQueryUrl';

const SEX_VALUES = [
  { value: 'masculino', label: 'Masculino' },
  { value: 'feminino', label: 'Feminino' },
] as const;

interface FilterPopupProps extends PopupProps {
  onBack: () => void;
}

/** Spec §2, §4, §5: the value is accepted once a column and a status are chosen; Sexo has buttons and no status. */
export function FilterPopup({ id, onBack }: FilterPopupProps) {
  const { query, changeQuery } = useTableQueryControls();
  const titleId = useId();
  const columnId = useId();
  const statusId = useId();
  const valueId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const columnPicker = useRef<HTMLSelectElement>(null);
  // Layout effects, as SortPopup's: focus and Back work from the first paint, not from React's later passive effects.
  useLayoutEffect(() => columnPicker.current?.focus(), []);

  // Spec §2: Back inside the popup goes to '/'; through the history guard, which runs before the router unmounts us.
  useLayoutEffect(
    () =>
      interceptBack(() => {
        onBack();
        void navigate(HOME_PATH, { replace: true });
      }),
    [navigate, onBack],
  );

  // The typed text is local (ARCHITECTURE.md §10) and the URL gets it trimmed: it follows the URL's other changes
  // (Back, Resetar), not a trailing space being typed.
  const [draft, setDraft] = useState(query.value);
  const [syncedValue, setSyncedValue] = useState(query.value);
  if (syncedValue !== query.value) {
    setSyncedValue(query.value);
    if (draft.trim() !== query.value) setDraft(query.value);
  }

  const isSex = query.filter === 'sexo';
  const acceptsValue = query.filter !== null && query.status !== null;

  return (
    <PopupPanel id={id} role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>Filtrar</h2>
      <Field>
        <label htmlFor={columnId}>Coluna</label>
        <select
          id={columnId}
          ref={columnPicker}
          value={query.filter ?? ''}
          onChange={(event) => {
            changeQuery(filterColumnChange(isColumnKey(event.target.value) ? event.target.value : null, query));
          }}
        >
          <option value="">Selecione</option>
          {FILTERABLE_COLUMNS.map((column) => (
            <option key={column.key} value={column.key}>
              {column.label}
            </option>
          ))}
        </select>
        {query.filter && (
          <div>
            <Chip
              label={COLUMN_LABELS[query.filter]}
              removeLabel={`Remover coluna ${COLUMN_LABELS[query.filter]}`}
              onRemove={() => changeQuery(filterColumnChange(null, query))}
              focusAfterRemove={columnPicker}
            />
          </div>
        )}
      </Field>
      {!isSex && (
        <Field>
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            value={query.status ?? ''}
            onChange={(event) => changeQuery({ status: isFilterStatus(event.target.value) ? event.target.value : null })}
          >
            <option value="">Selecione</option>
            {FILTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {FILTER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </Field>
      )}
      {isSex ? (
        <Field role="group" aria-labelledby={`${valueId}-label`}>
          <span className="label" id={`${valueId}-label`}>
            Valor
          </span>
          <ButtonRow>
            {SEX_VALUES.map(({ value, label }) => (
              <Button key={value} type="button" aria-pressed={query.value === value} onClick={() => changeQuery({ value })}>
                {label}
              </Button>
            ))}
          </ButtonRow>
        </Field>
      ) : (
        <Field>
          <label htmlFor={valueId}>Valor</label>
          <input
            id={valueId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={FILTER_VALUE_MAX}
            disabled={!acceptsValue}
            aria-describedby={acceptsValue ? undefined : hintId}
            value={acceptsValue ? draft : ''}
            onChange={(event) => {
              const next = sanitizeFilterValue(event.target.value);
              setDraft(next);
              // The typed text shows at once; the rows are re-filtered right after, as a deferred render.
              changeQuery({ value: next }, { replace: true });
            }}
          />
          {!acceptsValue && <Hint id={hintId}>Escolha a coluna e o status para digitar um valor.</Hint>}
        </Field>
      )}
      <div>
        <Button type="button" onClick={() => changeQuery(CLEARED_FILTER)}>
          Resetar
        </Button>
      </div>
    </PopupPanel>
  );
}

export default FilterPopup;

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formFields } from '@/components/ui/form/form-fields';
import { PRICE_ROWS_MAX, priceUnits, type PriceUnit } from '@/gateway/settings';
import { useT } from '@/i18n/use-t';
import { suggestedModels } from '@/jobs/account/charges';
import { unitWords } from '@/jobs/account/unit-words';
import type { SettingsFormInput } from './settings-schema';

const { TextField, SelectField } = formFields<SettingsFormInput>();

const cardClass = 'flex flex-col gap-3 rounded-card border border-line bg-surface p-card shadow-xs';

/**
 * The profile's price list (issue 54 item 12, decision 048), saved with the profile: rows of
 * model, unit and price, empty by default. With prices here, every Generate, batch and the queue
 * say what they will cost and the balance after; nothing is held back by them.
 */
export function PriceListFields() {
  const t = useT();
  const { fields, append, remove } = useFieldArray<SettingsFormInput, 'prices'>({
    name: 'prices',
  });
  return (
    <section className={cardClass} aria-labelledby="settings-prices-title">
      <h2 id="settings-prices-title" className="text-section-title">
        {t('settings.prices.title')}
      </h2>
      <p className="text-sm text-muted">{t('settings.prices.intro')}</p>
      {fields.length === 0 ? (
        <p className="rounded-lg bg-well px-3 py-2.5 text-sm text-muted">
          {t('settings.prices.none')}
        </p>
      ) : (
        <ol className="flex flex-col gap-3 sm:gap-2">
          {fields.map((field, index) => (
            <li key={field.id}>
              <PriceRowFields index={index} onRemove={() => remove(index)} />
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={fields.length >= PRICE_ROWS_MAX}
        onClick={() => append({ model: '', per: 'second', usd: '' })}
      >
        <Plus aria-hidden="true" focusable="false" className="size-4" />
        {t('settings.prices.add')}
      </Button>
    </section>
  );
}

function PriceRowFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useT();
  const per = useWatch<SettingsFormInput, `prices.${number}.per`>({ name: `prices.${index}.per` });
  const row = index + 1;
  const unitLabel = (unit: PriceUnit) => t(unitWords[unit].per);
  // From a small screen up the rows read as a table: the first row's labels head the columns and
  // the others keep theirs for screen readers only. On a phone each row is a box of its own.
  const label = (text: string) => (
    <span className={index > 0 ? 'sm:sr-only' : undefined}>{text}</span>
  );
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border border-line p-3 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1.1fr)_minmax(0,0.7fr)_auto] sm:items-end sm:border-0 sm:p-0">
      <legend className="px-1 text-xs font-medium text-muted sm:sr-only">
        {t('settings.prices.row', { row })}
      </legend>
      <div className="col-span-2 sm:col-span-1">
        <TextField
          name={`prices.${index}.model`}
          label={label(t('settings.prices.model'))}
          placeholder={t('settings.prices.anyModel')}
          suggestions={suggestedModels()[per]}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <SelectField
        name={`prices.${index}.per`}
        label={label(t('settings.prices.perLabel'))}
        options={priceUnits}
        optionLabel={unitLabel}
      />
      <TextField
        name={`prices.${index}.usd`}
        label={label(t('settings.prices.usd'))}
        inputMode="decimal"
        placeholder="0.05"
        autoComplete="off"
      />
      <Button
        variant="ghost"
        className="col-span-2 justify-self-end sm:col-span-1 sm:h-9.5"
        onClick={onRemove}
        aria-label={t('settings.prices.remove', { row })}
        title={t('settings.prices.remove', { row })}
      >
        <Trash2 aria-hidden="true" focusable="false" className="size-4" />
        <span className="sm:sr-only">{t('settings.prices.removeShort')}</span>
      </Button>
    </fieldset>
  );
}

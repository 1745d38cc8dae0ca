import { useId } from 'react';
import type { DogInfo } from './orders-api';

interface Props {
  dogs: DogInfo[];
  error?: string;
  max: number;
  onChange(dogs: DogInfo[]): void;
}

/** One row per dog (name and breed); there is always at least one row. */
export function DogRows({ dogs, error, max, onChange }: Props) {
  const id = useId();
  const update = (index: number, patch: Partial<DogInfo>) => onChange(dogs.map((dog, i) => (i === index ? { ...dog, ...patch } : dog)));
  const remove = (index: number) => onChange(dogs.length > 1 ? dogs.filter((_, i) => i !== index) : dogs);
  return (
    <fieldset className={`choice-group dog-rows${error ? ' choice-group--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">Your dogs</legend>
      <p className="fieldset__lead">So our team can greet them by name.</p>
      <ol className="dog-rows__list">
        {dogs.map((dog, index) => (
          <li key={index} className="dog-row">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-name-${index}`}>
                Dog {index + 1} name
              </label>
              <input
                id={`${id}-name-${index}`}
                className="field__control"
                value={dog.name}
                maxLength={60}
                aria-invalid={error && !(dog.name.trim() && dog.breed.trim()) ? true : undefined}
                onChange={(event) => update(index, { name: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-breed-${index}`}>
                Dog {index + 1} breed
              </label>
              <input
                id={`${id}-breed-${index}`}
                className="field__control"
                value={dog.breed}
                maxLength={60}
                aria-invalid={error && !(dog.name.trim() && dog.breed.trim()) ? true : undefined}
                onChange={(event) => update(index, { breed: event.target.value })}
              />
            </div>
            <button type="button" className="link-button dog-row__remove" disabled={dogs.length === 1} onClick={() => remove(index)}>
              Remove<span className="visually-hidden"> dog {index + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      {dogs.length < max && (
        <button type="button" className="button button--ghost" onClick={() => onChange([...dogs, { name: '', breed: '' }])}>
          + Add another dog
        </button>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyInput } from './early-input';
import { useEarlyInputKept } from './useEarlyInputKept';

/** A controlled form as the quote forms are: its state is what it would send; a button re-renders it as any change would. */
function ContactForm({ onState }: { onState: (state: { name: string; insured: string; agreed: boolean }) => void }) {
  const formRef = useEarlyInputKept<HTMLFormElement>();
  const [name, setName] = useState('');
  const [insured, setInsured] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [renders, setRenders] = useState(0);
  onState({ name, insured, agreed });
  return (
    <form ref={formRef}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      {['yes', 'no'].map((answer) => (
        <input key={answer} type="radio" name="insured" aria-label={answer} value={answer} checked={insured === answer} onChange={() => setInsured(answer)} />
      ))}
      <input type="checkbox" aria-label="Agree" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </form>
  );
}

const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('what a visitor types into a prerendered form before React has it', () => {
  let cleanUp: Array<() => void> = [];
  afterEach(() => {
    for (const step of cleanUp) step();
    cleanUp = [];
  });

  /** The form's markup as the build writes it, touched by the visitor, then hydrated; recording or not. */
  async function typedBeforeHydration(record: boolean) {
    let state = { name: '', insured: '', agreed: false };
    const page = <ContactForm onState={(next) => (state = next)} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    cleanUp.push(() => container.remove());
    if (record) cleanUp.push(recordEarlyInput(container));
    const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

    type(field('Name'), 'Ana Lopez');
    field('no').click();
    field('yes').click();
    field('Agree').click();

    const root: Root = await act(async () => hydrateRoot(container, page));
    cleanUp.unshift(() => act(() => root.unmount()));
    // The next render writes React's state into the fields: what it holds is what the form would send.
    await act(async () => container.querySelector('button')!.click());
    return { state, field };
  }

  it('is in the form once it is live: text, the radio button last chosen and a checkbox', async () => {
    const { state, field } = await typedBeforeHydration(true);
    expect(state).toEqual({ name: 'Ana Lopez', insured: 'yes', agreed: true });
    expect(field('Name').value).toBe('Ana Lopez');
    expect(field('yes').checked).toBe(true);
    expect(field('no').checked).toBe(false);
    expect(field('Agree').checked).toBe(true);
  });

  it('is lost without the record: React writes its own state over it', async () => {
    const { state, field } = await typedBeforeHydration(false);
    expect(state).toEqual({ name: '', insured: '', agreed: false });
    expect(field('Name').value).toBe('');
  });
});

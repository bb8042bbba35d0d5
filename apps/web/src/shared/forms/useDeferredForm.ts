import { useEffect, useReducer, useRef, useState } from 'react';
import type {
  FieldErrors,
  FieldValues,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormReturn,
} from 'react-hook-form';

/** A react-hook-form form made without its hook (`createFormControl`), by the form's lazy module. */
export type DeferredFormControl<T extends FieldValues> = Omit<UseFormReturn<T>, 'formState'>;

/** Makes the form from the values typed so far: react-hook-form, its resolver and the rules. */
export type DeferredFormMaker<T extends FieldValues> = (values: T) => DeferredFormControl<T>;

/**
 * A react-hook-form form for the pages whose first load must stay small (the sign-in and the
 * home's search form): react-hook-form, zod and the form's rules are fetched when a person first
 * means to use the form (focus, pointer, submit), not with the page. Until then the values live
 * in React state; the form is then made from them and holds them, validates them with its
 * resolver and keeps the messages, which show from the first submit on and follow every change
 * after it.
 */
export function useDeferredForm<T extends FieldValues>(
  initial: () => T,
  load: () => Promise<DeferredFormMaker<T>>,
) {
  const [draft, setDraft] = useState(initial);
  // The values typed so far, also those of a change not yet rendered when the form is made.
  const typed = useRef(draft);
  const [form, setForm] = useState<DeferredFormControl<T> | null>(null);
  // The form as soon as it is made, for a change that comes before the next render.
  const made = useRef<DeferredFormControl<T> | null>(null);
  const making = useRef<Promise<DeferredFormControl<T>> | null>(null);
  const submitted = useRef(false);
  const [, render] = useReducer((count: number) => count + 1, 0);

  const unsubscribe = useRef<(() => void) | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      unsubscribe.current?.();
    };
  }, []);

  const prepare = () => {
    making.current ??= load().then((make) => {
      const control = make(typed.current);
      made.current = control;
      // Subscribed as soon as it is made, not from an effect after the next render: a submit
      // waiting for the form validates before effects run, and its messages must not be missed.
      if (mounted.current)
        unsubscribe.current = control.subscribe({
          formState: { values: true, errors: true, isSubmitted: true },
          callback: ({ isSubmitted }) => {
            submitted.current = Boolean(isSubmitted);
            render();
          },
        });
      setForm(control);
      return control;
    });
    return making.current;
  };

  const update = (values: Partial<T>) => {
    if (made.current) {
      made.current.setValues(values);
      // Rules across fields (a trip type and its dates) are checked again as a whole.
      if (submitted.current) void made.current.trigger();
      return;
    }
    typed.current = { ...typed.current, ...values };
    setDraft(typed.current);
  };

  /** Starts the form again from these values, without messages until the next submit. */
  const reset = (values: T) => {
    if (made.current) {
      made.current.reset(values);
      return;
    }
    typed.current = values;
    setDraft(values);
  };

  return {
    values: form ? form.getValues() : draft,
    errors: form ? form.getErrors() : ({} as FieldErrors<T>),
    update,
    reset,
    /** Fetches the form's code on a person's first intent. */
    prepare: () => void prepare(),
    /** Checks the values with the form's rules, then calls `onValid` or `onInvalid`. */
    submit: (onValid: SubmitHandler<T>, onInvalid?: SubmitErrorHandler<T>) =>
      prepare().then((control) => control.handleSubmit(onValid, onInvalid)()),
  };
}

import { useId, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useImageChoice } from './use-image-choice';

/**
 * A staff form with a picture (events, portfolio projects): the fields checked on submit, an edited
 * field's error and the server's error cleared as soon as it changes (SPEC.md section 5), and the
 * picture's choice. `field(name)` registers an input with that behaviour.
 */
export function usePictureForm<Shape extends FieldValues, Output>(
  resolver: Resolver<Shape, unknown, Output>,
  defaultValues: DefaultValues<Shape>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const picture = useImageChoice(() => setServerError(null));
  const imageId = useId();
  const form = useForm<Shape, unknown, Output>({ resolver, reValidateMode: 'onSubmit', defaultValues });
  const field = (name: Path<Shape>) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setServerError(null);
      },
    });
  return { form, field, errors: form.formState.errors, serverError, setServerError, picture, imageId };
}

import { useId } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useImageChoice } from './use-image-choice';
import { type SchemaSource, useSchemaForm } from './use-schema-form';

/**
 * A staff form with a picture (events, portfolio projects): the schema form checked on submit only
 * (docs/product.md#validation), and the picture's choice, which clears the server's error too.
 */
export function usePictureForm<Shape extends FieldValues, Output>(
  schema: SchemaSource,
  defaultValues: DefaultValues<Shape>,
) {
  const schemaForm = useSchemaForm<Shape, Output>(schema, { reValidateMode: 'onSubmit', defaultValues });
  const picture = useImageChoice(() => schemaForm.setServerError(null));
  const imageId = useId();
  return { ...schemaForm, picture, imageId };
}

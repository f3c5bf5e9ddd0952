import {
  AR_COMMON,
  AR_TICKET,
  type ImageType,
  imageMimeTypes,
  LIMITS,
  PICTURE_TYPES,
  SCREENSHOT_TYPES,
} from '@app/shared';

/** What a picker takes and what it says when a file is refused (the API checks the bytes again). */
export type ImageRule = {
  types: readonly ImageType[];
  /** The `accept` attribute of the picker. */
  accept: string;
  wrongType: string;
  tooLarge: string;
};

function imageRule(types: readonly ImageType[], wrongType: string, tooLarge: string): ImageRule {
  return { types, accept: imageMimeTypes(types).join(','), wrongType, tooLarge };
}

/** Event and project pictures (docs/product.md#validation): JPG, PNG or GIF, at most 10 MB. */
export const PICTURE_RULE = imageRule(PICTURE_TYPES, AR_COMMON.imageType, AR_COMMON.imageSize);

/** A payment screenshot: JPG, PNG or WebP, at most 10 MB. */
export const SCREENSHOT_RULE = imageRule(
  SCREENSHOT_TYPES,
  AR_TICKET.server.proofImageType,
  AR_TICKET.server.proofImageSize,
);

function extensionOk(name: string, types: readonly ImageType[]): boolean {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  const type = extension === 'jpg' ? 'jpeg' : extension;
  return types.some((allowed) => allowed === type);
}

/** The message for a refused file, else null. */
export function imageFileError(file: File, rule: ImageRule = PICTURE_RULE): string | null {
  // Some systems give no MIME type: fall back to the extension (the server checks the bytes anyway).
  const typeOk = file.type
    ? imageMimeTypes(rule.types).includes(file.type)
    : extensionOk(file.name, rule.types);
  if (!typeOk) return rule.wrongType;
  if (file.size > LIMITS.imageMaxBytes) return rule.tooLarge;
  return null;
}

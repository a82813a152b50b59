import { TagsSchema } from '../../../shared/record-parts.js';
import { PairsEditor, type PairsEditorProps } from './pairs-editor.js';

/**
 * The 'Tags' section of an editor: key and value rows, controlled by the form
 * (`value`/`onChange`; tags are saved with the record's own POST/PATCH). Keys are
 * case-insensitive: a repeated one says 'The key X is already used'. Phone and mail values get a
 * call or mail link. Save `filledPairs(value)` (./pairs.ts) and block saving with
 * `firstPairError(TagsSchema, value)`; pass the form's error as `error`.
 */
export function TagsEditor(props: PairsEditorProps) {
  return <PairsEditor {...props} title="Tags" noun="tag" schema={TagsSchema} links />;
}

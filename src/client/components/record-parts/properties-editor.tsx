import { PropertiesSchema } from '../../../shared/record-parts.js';
import { PairsEditor, type PairsEditorProps } from './pairs-editor.js';

/**
 * The 'Properties' section of an editor: free-form key and value rows, used like `TagsEditor`
 * (controlled, saved with the record, `filledPairs` and `firstPairError(PropertiesSchema, value)`).
 */
export function PropertiesEditor(props: PairsEditorProps) {
  return <PairsEditor {...props} title="Properties" noun="property" schema={PropertiesSchema} links={false} />;
}

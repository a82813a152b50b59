import '@mantine/tiptap/styles.css';
import { getTaskListExtension, Link, RichTextEditor } from '@mantine/tiptap';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export interface RichTextFieldProps {
  /** The editor's accessible name, e.g. 'Note'. */
  label: string;
  /** The starting HTML; later changes of it are not applied (the editor owns the text once open). */
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * The rich-text editor (tiptap): headings, lists and task lists, bold and italic, links. Loaded
 * lazily: it is the heaviest part of an editor page and only needed once a note opens.
 */
export function RichTextField({ label, initialHtml, onChange }: RichTextFieldProps) {
  const editor = useEditor({
    // Mantine's Link replaces the starter kit's so the link control can edit it.
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      getTaskListExtension(TaskList),
      TaskItem.configure({ nested: true }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.TaskList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={200} />
    </RichTextEditor>
  );
}

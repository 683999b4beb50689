import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { RICH_TEXT_FORMATS, RICH_TEXT_TOOLBAR } from '@stages/contracts';
import { useEffect, useRef } from 'react';

export interface QuillEditorProps {
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onBlur: () => void;
  readonly label: string;
}

/** Quill is large: this module is loaded only on the stage form. */
export default function QuillEditor({ value, onChange, onBlur, label }: QuillEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Quill | null>(null);
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });

  useEffect(() => {
    const container = document.createElement('div');
    host.current!.append(container);
    const quill = new Quill(container, {
      theme: 'snow',
      formats: [...RICH_TEXT_FORMATS],
      modules: { toolbar: RICH_TEXT_TOOLBAR, history: { delay: 1000, maxStack: 100 } },
    });
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-label', label);
    // Not dangerouslyPasteHTML: it also selects the start, which focuses the editor and takes
    // the keyboard from whoever is typing in another field while the editor loads.
    quill.setContents(quill.clipboard.convert({ html: value, text: '' }), 'silent');
    quill.on('text-change', () => {
      latest.current.onChange(quill.getLength() > 1 ? quill.getSemanticHTML() : '');
    });
    quill.on('selection-change', (range) => {
      if (range === null) latest.current.onBlur();
    });
    editor.current = quill;
    const parent = host.current!;
    return () => {
      editor.current = null;
      parent.replaceChildren();
    };
    // The editor owns its content once created; the value only seeds it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} />;
}

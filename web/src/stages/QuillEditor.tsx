import { Box, type Theme } from '@mui/material';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { RICH_TEXT_FORMATS, RICH_TEXT_TOOLBAR } from '@stages/contracts';
import { useEffect, useRef } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';

export interface QuillEditorProps {
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onBlur: () => void;
  readonly label: string;
}

/** Quill's own uses of Tab (type a tab, indent or outdent a list), each given back to the page. */
const TAB_BINDINGS = ['tab', 'indent', 'outdent'] as const;
const LET_TAB_THROUGH = { key: 'Tab', handler: () => true };

/** Quill is large: this module is loaded only on the stage form. */
export default function QuillEditor({ value, onChange, onBlur, label }: QuillEditorProps) {
  const translate = useTranslate();
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
      modules: {
        toolbar: RICH_TEXT_TOOLBAR,
        history: { delay: 1000, maxStack: 100 },
        // Tab leaves the editor for the next field, as in any other field, instead of
        // typing a tab: a keyboard user is never held inside it.
        keyboard: {
          bindings: Object.fromEntries(TAB_BINDINGS.map((name) => [name, LET_TAB_THROUGH])),
        },
      },
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

  // Quill names its controls in English; they follow the user's language instead.
  useEffect(() => {
    if (editor.current) nameControls(host.current!, translate);
  }, [translate]);

  return <Box ref={host} sx={(theme) => editorStyles(theme, translate)} />;
}

/** Tooltips and screen-reader names for the toolbar that Quill built from RICH_TEXT_TOOLBAR. */
function nameControls(host: HTMLElement, translate: TranslateFunction) {
  for (const button of host.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
    const format = [...button.classList]
      .find((name) => name.startsWith('ql-') && name !== 'ql-active')!
      .slice(3);
    // Quill's own English name stands in for a format that has no translation yet.
    const name = button.value
      ? translate(`app.editor.${format}_${button.value}`, { _: `${format}: ${button.value}` })
      : translate(`app.editor.${format}`, { _: format });
    button.setAttribute('aria-label', name);
    button.title = name;
  }
  // The picker's label keeps the current style as its name (from the CSS below).
  for (const picker of host.querySelectorAll('.ql-toolbar .ql-picker.ql-header')) {
    picker.querySelector<HTMLElement>('.ql-picker-label')!.title = translate('app.editor.header');
    for (const item of picker.querySelectorAll('.ql-picker-item')) {
      const level = item.getAttribute('data-value');
      item.setAttribute('aria-label', headerName(translate, level));
    }
  }
  const textbox = host.querySelector('.ql-tooltip input[type=text]');
  textbox?.setAttribute('aria-label', translate('app.editor.link'));
  textbox?.setAttribute('data-link', 'https://');
}

const headerName = (translate: TranslateFunction, level: string | number | null) =>
  level ? translate('app.editor.heading', { level }) : translate('app.editor.normal');

/** A CSS string literal, for `content`. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;

/** The states in which Quill's snow theme highlights a toolbar control. */
const LIT = [
  'button:hover',
  'button:focus',
  'button.ql-active',
  '.ql-picker-label:hover',
  '.ql-picker-label.ql-active',
  '.ql-picker-item:hover',
  '.ql-picker-item.ql-selected',
];
const TOOLBAR = '& .ql-toolbar.ql-snow';
const HEADER = '& .ql-snow .ql-picker.ql-header';
/** Quill's header levels (it knows six; the toolbar offers some of them). */
const LEVELS = [1, 2, 3, 4, 5, 6];

const each = (prefixes: readonly string[], suffixes: readonly string[]) =>
  prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix}${suffix}`)).join(', ');

/**
 * Quill's snow theme paints in fixed light-mode greys and names its header styles in English:
 * the palette and the user's language take over. Each selector is one of quill.snow.css's with
 * the host's class in front, so it wins whichever stylesheet loads last.
 */
function editorStyles(theme: Theme, translate: TranslateFunction) {
  const { palette } = theme;
  const ink = palette.text.primary;
  const accent = palette.primary.main;
  const lit = LIT.map((state) => `${TOOLBAR} ${state}`);
  const idle = [`${TOOLBAR} button:hover:not(.ql-active)`];
  const expanded = ['& .ql-snow .ql-picker.ql-expanded .ql-picker-label'];
  const paint = (controls: string[], colour: string) => ({
    [each(controls, [''])]: { color: colour },
    [each(controls, [' .ql-fill', ' .ql-stroke.ql-fill'])]: { fill: colour },
    [each(controls, [' .ql-stroke', ' .ql-stroke-miter'])]: { stroke: colour },
  });
  const normal = headerName(translate, null);
  const longest = Math.max(normal.length, headerName(translate, 1).length);
  return {
    color: ink,
    '& .ql-toolbar.ql-snow, & .ql-container.ql-snow': { borderColor: palette.divider },
    '& .ql-snow .ql-stroke, & .ql-snow .ql-stroke-miter': { stroke: ink },
    '& .ql-snow .ql-fill, & .ql-snow .ql-stroke.ql-fill': { fill: ink },
    '& .ql-snow .ql-picker': { color: ink },
    ...paint(lit, accent),
    '@media (pointer: coarse)': paint(idle, ink),
    ...paint(expanded, palette.text.secondary),
    '& .ql-snow .ql-picker-options': { backgroundColor: palette.background.paper },
    [`${TOOLBAR} .ql-picker-options`]: { boxShadow: theme.shadows[4] },
    [each([`${TOOLBAR} .ql-picker.ql-expanded`], [' .ql-picker-label', ' .ql-picker-options'])]: {
      borderColor: palette.divider,
    },
    '& .ql-editor.ql-blank::before': { color: palette.text.secondary },
    '& .ql-snow a': { color: accent },
    '& .ql-snow .ql-tooltip': {
      backgroundColor: palette.background.paper,
      borderColor: palette.divider,
      boxShadow: theme.shadows[4],
      color: ink,
    },
    '& .ql-snow .ql-tooltip input[type=text]': {
      backgroundColor: 'transparent',
      borderColor: palette.divider,
      color: ink,
    },
    '& .ql-snow .ql-tooltip::before': { content: cssString(translate('app.editor.visit_link')) },
    '& .ql-snow .ql-tooltip[data-mode=link]::before': {
      content: cssString(translate('app.editor.enter_link')),
    },
    '& .ql-snow .ql-tooltip a.ql-action::after': {
      borderRightColor: palette.divider,
      content: cssString(translate('app.editor.edit_link')),
    },
    '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': {
      content: cssString(translate('app.editor.save_link')),
    },
    '& .ql-snow .ql-tooltip a.ql-remove::before': {
      content: cssString(translate('app.editor.remove_link')),
    },
    // Wide enough for the longest name in every language: its label, its arrow, its padding.
    [HEADER]: { width: `calc(${longest}ch + 28px)` },
    [each([HEADER], [' .ql-picker-label::before', ' .ql-picker-item::before'])]: {
      content: cssString(normal),
    },
    ...Object.fromEntries(
      LEVELS.map((level) => [
        each(
          [HEADER],
          [' .ql-picker-label', ' .ql-picker-item'].map(
            (part) => `${part}[data-value="${level}"]::before`,
          ),
        ),
        { content: cssString(headerName(translate, level)) },
      ]),
    ),
  };
}

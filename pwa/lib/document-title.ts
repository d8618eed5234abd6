/**
 * Pages render `<title>` where they are (React 19 moved such a tag into the head). On Preact
 * (pwa/react-aliases.ts) a `<title>` in the page would stay in the body, where the browser ignores it
 * (the head's title comes first), so it becomes a component that sets `document.title` while it is
 * shown and puts the previous title back when it goes. `renderedTitle()` is the title a page rendered,
 * which wins over the SEO table's (pwa/features/marketing/hooks/useDocumentMeta.ts), as it did on React.
 * Installed once, by main.tsx (and by the component tests' setup).
 */
import { options, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

const shown: string[] = [];

/** The innermost `<title>` a page renders now, if any. */
export function renderedTitle(): string | undefined {
  return shown.at(-1);
}

function titleText(children: unknown): string {
  return (Array.isArray(children) ? children : [children]).filter((part) => part !== null && part !== undefined && part !== false).join('');
}

function DocumentTitle({ children }: { children?: unknown }): null {
  const text = titleText(children);
  useLayoutEffect(() => {
    const previous = document.title;
    shown.push(text);
    document.title = text;
    return () => {
      shown.splice(shown.lastIndexOf(text), 1);
      document.title = renderedTitle() ?? previous;
    };
  }, [text]);
  return null;
}

let installed = false;

export function installDocumentTitle(): void {
  if (installed) return;
  installed = true;
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    // Every `<title>` of the app is a page title: none is drawn inside an inline SVG.
    if (vnode.type === 'title') (vnode as VNode<{ children?: unknown }>).type = DocumentTitle;
    next?.(vnode);
  };
}

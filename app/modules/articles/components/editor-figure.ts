import { Node } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

export const CAPTION_PLACEHOLDER = "Caption";

/**
 * A captioned image: `<figure><img ...><figcaption>...</figcaption></figure>`, the shape the
 * server's sanitiser allows (ADR 005). The caption is editable text with inline formatting.
 */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "image figcaption",
  draggable: true,
  isolating: true,
  defining: true,

  parseHTML() {
    return [{ tag: "figure" }];
  },

  renderHTML() {
    return ["figure", 0];
  },
});

export const Figcaption = Node.create({
  name: "figcaption",
  content: "inline*",
  isolating: true,

  parseHTML() {
    return [{ tag: "figcaption" }];
  },

  renderHTML() {
    return ["figcaption", 0];
  },

  addKeyboardShortcuts() {
    return {
      // Enter in a caption leaves the figure for a new paragraph below it.
      Enter: ({ editor }) => {
        const { $from, empty } = editor.state.selection;
        if (!empty || $from.parent.type.name !== this.name) return false;
        const afterFigure = $from.after($from.depth - 1);
        return editor
          .chain()
          .command(({ tr, state }) => {
            const paragraph = state.schema.nodes.paragraph;
            if (!paragraph) return false;
            tr.insert(afterFigure, paragraph.create());
            tr.setSelection(TextSelection.create(tr.doc, afterFigure + 1));
            return true;
          })
          .scrollIntoView()
          .run();
      },
    };
  },

  addProseMirrorPlugins() {
    const type = this.name;
    return [
      new Plugin({
        key: new PluginKey("figcaptionPlaceholder"),
        props: {
          // Shows "Caption" in an empty caption (CSS renders data-placeholder); not part of the HTML.
          decorations(state) {
            const decorations: Decoration[] = [];
            state.doc.descendants((node, pos) => {
              if (node.type.name === type && node.content.size === 0) {
                decorations.push(
                  Decoration.node(pos, pos + node.nodeSize, { class: "is-empty", "data-placeholder": CAPTION_PLACEHOLDER }),
                );
              }
              return node.type.name !== type;
            });
            return DecorationSet.create(state.doc, decorations);
          },
        },
      }),
    ];
  },
});

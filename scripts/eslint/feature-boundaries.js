import { dirname, relative, resolve, sep } from 'node:path';

const FEATURES = `renderer${sep}src${sep}features${sep}`;

/** `features/a/x` -> 'a', with the rest of the path inside the feature. */
const splitFeature = (file) => {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  const [feature, ...rest] = file.slice(at + FEATURES.length).split(sep);
  return { feature, inner: rest.join('/') };
};

/** A feature reaches another feature only through that feature's public index. */
export const featureBoundaries = {
  meta: { type: 'problem', schema: [], messages: { reach: "Import '{{feature}}' through its index, not '{{inner}}'." } },
  create(context) {
    const from = splitFeature(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string') return;
        const target = source.startsWith('@renderer/')
          ? resolve(process.cwd(), 'renderer/src', source.slice('@renderer/'.length))
          : source.startsWith('.') ? resolve(dirname(context.filename), source) : null;
        if (!target) return;
        const to = splitFeature(relative(process.cwd(), target));
        if (!to || to.feature === from.feature || to.inner === '' || to.inner === 'index') return;
        context.report({ node: node.source, messageId: 'reach', data: to });
      },
    };
  },
};

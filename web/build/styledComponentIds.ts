import { createHash } from 'node:crypto';
import path from 'node:path';
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Gives every styled component a componentId derived from its file and its position in that file.
 * Without it styled-components numbers components in the order their modules run, which differs
 * between the server bundle (one file) and the browser (a main chunk plus lazy page chunks), so the
 * class names in server-rendered HTML would not match the ones the browser computes on hydration.
 * (babel-plugin-styled-components does the same; this is the part of it the app needs.)
 */
export function styledComponentIds({ root }: { root: string }): Plugin {
  return {
    name: 'adire:styled-component-ids',
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled-components'))
        return null;
      const fileKey = createHash('sha256').update(path.relative(root, file)).digest('hex').slice(0, 8);
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [componentIdPlugin(fileKey)],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** The local name `styled` was imported as from styled-components in this file, if any. */
function styledImportName(program: t.Program): string | null {
  for (const statement of program.body) {
    if (!t.isImportDeclaration(statement) || statement.source.value !== 'styled-components') continue;
    for (const specifier of statement.specifiers) {
      if (t.isImportDefaultSpecifier(specifier)) return specifier.local.name;
      if (t.isImportSpecifier(specifier) && t.isIdentifier(specifier.imported, { name: 'styled' }))
        return specifier.local.name;
    }
  }
  return null;
}

/** Whether `tag` is styled.x, styled(X), or either followed by .attrs(...) / .withConfig(...). */
function isStyledTag(tag: t.Node, styled: string): boolean {
  if (t.isMemberExpression(tag)) return t.isIdentifier(tag.object, { name: styled }) || isStyledTag(tag.object, styled);
  if (t.isCallExpression(tag)) return t.isIdentifier(tag.callee, { name: styled }) || isStyledTag(tag.callee, styled);
  return false;
}

function componentIdPlugin(fileKey: string): () => PluginObj {
  return () => {
    let styled: string | null = null;
    let index = 0;
    return {
      visitor: {
        Program(programPath) {
          styled = styledImportName(programPath.node);
          index = 0;
        },
        TaggedTemplateExpression(templatePath) {
          const { tag } = templatePath.node;
          if (!styled || !isStyledTag(tag, styled)) return;
          const componentId = `sc-${fileKey}-${index++}`;
          templatePath.node.tag = t.callExpression(t.memberExpression(tag, t.identifier('withConfig')), [
            t.objectExpression([t.objectProperty(t.identifier('componentId'), t.stringLiteral(componentId))]),
          ]);
        },
      },
    };
  };
}

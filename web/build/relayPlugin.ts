import fs from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

interface RelayConfig {
  artifactDirectory: string;
  eagerEsModules?: boolean;
}

/**
 * Compiles graphql`...` tags into imports of the relay-compiler artifacts, with babel-plugin-relay.
 * The plugin's own config lookup resolves paths against the working directory, which is web/ when
 * npm runs this workspace, so the artifact directory is passed as an absolute path instead.
 */
export function relay({ configFile }: { configFile: string }): Plugin {
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as RelayConfig;
  const pluginOptions = {
    artifactDirectory: path.resolve(path.dirname(configFile), config.artifactDirectory),
    eagerEsModules: config.eagerEsModules ?? true,
  };

  return {
    name: 'adire:relay',
    // Runs after Vite has stripped TypeScript and JSX, so Babel only sees plain JavaScript.
    enforce: 'post',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]) || !code.includes('graphql`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [['babel-plugin-relay', pluginOptions]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

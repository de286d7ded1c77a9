import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
    { ignores: ['out/**', 'dist/**', 'node_modules/**', 'server/**', 'test/fixtures/**', '*.vsix'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        files: ['**/*.mjs'],
        languageOptions: {
            globals: Object.fromEntries(
                ['process', 'console', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'URL', 'fetch'].map((g) => [g, 'readonly']),
            ),
        },
    },
    {
        rules: {
            eqeqeq: ['error', 'always', { null: 'ignore' }],
            curly: 'error',
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        },
    },
);

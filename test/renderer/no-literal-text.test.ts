/** The lint rule that keeps players' words in catalogues: it flags literal text in JSX, in the attributes people read, and in confirm(). */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../scripts/eslint/no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('no-literal-text', rule, {
  valid: [
    { code: 'const a = <p>{t("room.seats")}</p>;' },
    { code: 'const a = <p className="muted small" data-testid="seat-count">{n} · {m}</p>;' },
    { code: 'const a = <button aria-label={t("x")} title={held ? t("y") : undefined}>✕</button>;' },
    { code: 'const a = <span>Magic Table</span>;', options: [{ allow: ['Magic Table'] }] },
    { code: 'if (!confirm(t("room.closeConfirm"))) {}' },
  ],
  invalid: [
    { code: 'const a = <p>No table yet.</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{busy ? "Creating…" : t("x")}</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{`${n} seats`}</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <button aria-label="Dismiss">✕</button>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <input placeholder={`Type ${x} here`} />;', errors: [{ messageId: 'literal' }] },
    { code: 'if (!confirm("Leave this game?")) {}', errors: [{ messageId: 'literal' }] },
  ],
});

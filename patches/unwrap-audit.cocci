// unwrap-audit: reports every `.unwrap()` and `.expect(..)` (report only, `*`).
//
// For a review of where a program can panic: run `cocci check patches/unwrap-audit.cocci src/`
// (or `--format github`/`sarif` in CI). Test code is matched too: exclude it with
// `--exclude 'tests/'` or read the report with that in mind.

@ unwrap @
expression e, msg;
@@
(
* e.unwrap()
|
* e.expect(msg)
)

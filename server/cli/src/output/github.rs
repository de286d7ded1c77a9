//! `--format github`: GitHub Actions workflow commands, which the runner turns into
//! annotations on the changed lines of a pull request:
//! `::warning file=F,line=L,col=C,endLine=L,endColumn=C,title=RULE::MESSAGE`.
//! Escaping follows the runner's own toolkit (`@actions/core`): `%`, CR and LF in the message;
//! also `:` and `,` in property values.

use super::{Placed, is_warning, slash_path};

pub fn command(p: &Placed) -> String {
    let level = if is_warning(p.report) { "warning" } else { "notice" };
    format!(
        "::{level} file={},line={},col={},endLine={},endColumn={},title={}::{}",
        property(&slash_path(p.file)),
        p.start.line,
        p.start.col,
        p.end.line,
        p.end.col,
        property(&p.report.rule),
        data(&p.report.message)
    )
}

fn data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_like_the_actions_toolkit() {
        assert_eq!(data("50% a\r\nb: c, d"), "50%25 a%0D%0Ab: c, d");
        assert_eq!(property("a:b,c%"), "a%3Ab%2Cc%25");
    }
}

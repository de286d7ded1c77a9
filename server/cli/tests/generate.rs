//! `cocci completions SHELL` and `cocci man` generate from the command line's definition: each
//! names every subcommand, and the man page folder has a page per command.

mod common;

use common::{cocci, stdout};

const SUBCOMMANDS: [&str; 4] = ["apply", "check", "cfg", "lsp"];

#[test]
fn completions_for_each_shell_name_the_subcommands() {
    let dir = tempfile::tempdir().unwrap();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = cocci(&["completions", shell], dir.path());
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = stdout(&out);
        for sub in SUBCOMMANDS {
            assert!(script.contains(sub), "{shell}'s script does not mention `{sub}`");
        }
        // The options too: completing `--in-place` is half the point.
        assert!(script.contains("in-place"), "{shell}");
    }
    let out = cocci(&["completions", "tcsh"], dir.path());
    assert_eq!(out.status.code(), Some(2), "an unknown shell is a usage error");
}

#[test]
fn the_manual_page_lists_the_subcommands() {
    let dir = tempfile::tempdir().unwrap();
    let out = cocci(&["man"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    let page = stdout(&out);
    assert!(page.starts_with(".ie"), "roff: {}", &page[..page.len().min(200)]);
    assert!(page.contains(".TH cocci 1"), "{page}");
    for sub in SUBCOMMANDS {
        assert!(page.contains(&format!("cocci\\-{sub}(1)")), "the page does not name `{sub}`");
    }
    let out = cocci(&["man", "--out-dir", "pages"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    let apply = std::fs::read_to_string(dir.path().join("pages/cocci-apply.1")).unwrap();
    assert!(apply.contains("in\\-place"), "{apply}");
}

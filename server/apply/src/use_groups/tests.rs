use crate::{Doctests, ExpandMacros, FileIn};
use engine::{Edition, Engine};

const RENAME: &str = "@@\n@@\n- use scopeguard::guard;\n+ use scopeguard::guard_with;\n";

/// The new text (or the old one) and the messages.
fn apply(patch: &str, text: &str) -> (String, Vec<String>, usize) {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let engine = Engine::standard(&parsed.patch);
    let file = FileIn {
        name: "src/lib.rs",
        text,
        edition: Edition::Edition2021,
        semantics: None,
        doctests: Doctests::default(),
        macro_bodies: false,
        expand_macros: ExpandMacros::Never,
    };
    let applied = crate::run(&engine, file);
    let messages = applied.messages().into_iter().map(|m| m.text).collect();
    (applied.new_text().unwrap_or_else(|| text.to_owned()), messages, applied.counts().matches)
}

#[test]
fn a_member_of_a_group_is_renamed_as_its_own_import_would_be() {
    let text = "use scopeguard::{guard, ScopeGuard};\nuse other::{a, b::{guard, c}};\n\nfn f() {\n    use scopeguard::{self, guard as g};\n}\n";
    let (new, messages, matches) = apply(RENAME, text);
    // Another crate's `guard` is not the pattern's, and a renamed member is not its shape (as
    // `use scopeguard::guard as g;` alone would not be).
    assert_eq!(new, text.replacen("{guard,", "{guard_with,", 1));
    assert!(messages.is_empty(), "{messages:?}");
    assert_eq!(matches, 1);
    let with_alias = "@@\n@@\n- use scopeguard::guard as g;\n+ use scopeguard::guard_with as g;\n";
    let (new, _, _) = apply(with_alias, text);
    assert!(new.contains("use scopeguard::{self, guard_with as g};"), "{new}");
}

#[test]
fn a_nested_member_and_a_lone_import_are_renamed_and_other_items_left() {
    let text =
        "pub(crate) use dep::{x::{guard, y}, z};\nuse dep::x::guard;\nfn g() { let s = \"use dep::{x::guard};\"; }\n";
    let patch = "@@\n@@\n- use dep::x::guard;\n+ use dep::x::guard_with;\n";
    // The patch names no visibility: it matches any, and the rewrite keeps the group's, as it
    // keeps a lone `pub(crate) use`'s (the engine's `rewriting::unsaid`).
    let (new, _, matches) = apply(patch, text);
    let both =
        text.replace("use dep::x::guard;", "use dep::x::guard_with;").replace("x::{guard, y}", "x::{guard_with, y}");
    assert_eq!(new, both);
    assert_eq!(matches, 2);
    let patch = "@@\n@@\n- pub(crate) use dep::x::guard;\n+ pub(crate) use dep::x::guard_with;\n";
    let (new, messages, matches) = apply(patch, text);
    assert_eq!(new, text.replace("x::{guard, y}", "x::{guard_with, y}"), "{messages:?}");
    assert_eq!(matches, 1);
}

#[test]
fn a_member_given_another_prefix_moves_out_of_its_group_and_a_removed_one_leaves_it() {
    let text = "mod m {\n    use scopeguard::{guard, ScopeGuard};\n}\n";
    let patch = "@@\n@@\n- use scopeguard::guard;\n+ use guards::guard;\n";
    let (new, messages, matches) = apply(patch, text);
    assert_eq!(new, "mod m {\n    use scopeguard::{ScopeGuard};\n    use guards::guard;\n}\n", "{messages:?}");
    assert_eq!(matches, 1);
    let removal = "@@\n@@\n- use scopeguard::ScopeGuard;\n";
    let (new, _, _) = apply(removal, text);
    assert_eq!(new, "mod m {\n    use scopeguard::{guard};\n}\n");
    // A member replaced by code that is no `use` item is left as it was, saying why.
    let other = "@@\n@@\n- use scopeguard::guard;\n+ fn guard() {}\n";
    let (new, messages, _) = apply(other, text);
    assert_eq!(new, text);
    assert!(messages.iter().any(|m| m.contains("inside a `use` group")), "{messages:?}");
}

#[test]
fn a_group_a_rule_rewrote_whole_is_not_looked_into() {
    let text = "use scopeguard::{guard, ScopeGuard};\n";
    let patch = "@@\n@@\n(\n- use scopeguard::guard;\n+ use scopeguard::guard_with;\n|\n- use scopeguard::{guard, ScopeGuard};\n+ use scopeguard::{guard_with, ScopeGuard};\n)\n";
    let (new, messages, matches) = apply(patch, text);
    assert_eq!(new, "use scopeguard::{guard_with, ScopeGuard};\n");
    assert!(messages.is_empty(), "{messages:?}");
    assert_eq!(matches, 1);
}

#[test]
fn a_self_member_is_the_groups_prefix_itself() {
    let text = "use failure::{self, Error};\nuse io::fs::{self as files, read};\nuse a::{self::b, c};\n";
    // `failure::{self}` is `use failure;`: another crate's module moves it out of the group.
    let patch = "@@\n@@\n- use failure;\n+ use anyhow;\n";
    let (new, messages, matches) = apply(patch, text);
    assert_eq!(
        new,
        text.replacen("use failure::{self, Error};", "use failure::{Error};\nuse anyhow;", 1),
        "{messages:?}"
    );
    assert_eq!(matches, 1);
    // Renamed with `as`: the alias is the member's own, rewritten in place.
    let patch = "@@\n@@\n- use io::fs as files;\n+ use io::fs as fsys;\n";
    let (new, messages, _) = apply(patch, text);
    assert_eq!(new, text.replacen("{self as files,", "{self as fsys,", 1), "{messages:?}");
    // Removed: it leaves the list. A path that begins with `self` inside a group is no member.
    let patch = "@@\n@@\n- use io::fs as files;\n";
    let (new, _, _) = apply(patch, text);
    assert_eq!(new, text.replacen("{self as files, read}", "{read}", 1));
    let patch = "@@\n@@\n- use a;\n";
    let (new, _, matches) = apply(patch, text);
    assert_eq!((new.as_str(), matches), (text, 0));
}

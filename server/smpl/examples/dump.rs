//! Prints the compiled patterns of a `.cocci` file: `cargo run -p smpl --example dump -- F.cocci`.
fn main() {
    let path = std::env::args().nth(1).expect("usage: dump FILE.cocci");
    let text = std::fs::read_to_string(&path).expect("readable file");
    let parsed = smpl::parse_patch(&text);
    for e in &parsed.errors {
        println!("{}", e.render(&path, &text));
    }
    for w in &parsed.warnings {
        println!("{}", w.render_warning(&path, &text));
    }
    for rule in &parsed.patch.rules {
        println!("rule {} depends {:?}", rule.name, rule.depends);
        for (i, m) in rule.metavars.iter().enumerate() {
            println!("  ${i} {} {:?}", m.name, m.kind);
        }
        if let Some(b) = &rule.body {
            println!("  {:?}: {}", b.kind, b.pattern.sexpr());
            for p in &b.plus {
                println!("  + @{:?} {:?} branches {:?} nest {:?}", p.offset, p.lines, p.branches, p.nest);
            }
        }
    }
}

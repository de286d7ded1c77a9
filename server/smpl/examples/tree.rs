//! Prints the ra_ap_syntax tree of some Rust text: `cargo run -p smpl --example tree -- 'fn f() {}'`.
fn main() {
    let text = std::env::args().nth(1).expect("usage: tree RUST_TEXT");
    let parse = ra_ap_syntax::SourceFile::parse(&text, ra_ap_syntax::Edition::Edition2021);
    print!("{:#?}", parse.syntax_node());
    for e in parse.errors() {
        println!("error: {e}");
    }
}

// A transcriber of struct fields is no statements: it is left as it is, with a note.
macro_rules! fields {
    ($name:ident, $t:ty) => {
        $name: $t = x.unwrap(),
    };
}

fn g(x: Option<u8>) -> u8 {
    x.expect("checked")
}

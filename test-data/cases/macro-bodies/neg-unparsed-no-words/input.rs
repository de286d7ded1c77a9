// The same kind of transcriber without the patch's words is not looked at: no note.
macro_rules! fields {
    ($name:ident, $t:ty) => {
        $name: $t = x.expect("checked"),
    };
}

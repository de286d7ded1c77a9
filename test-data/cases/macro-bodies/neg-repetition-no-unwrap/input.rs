macro_rules! push_all {
    ($v:ident; $($x:expr),* $(,)?) => {{
        $( $v.push($x); )*
        $v.extend([$($x),*]);
        let unwrap = 1;
    }};
}

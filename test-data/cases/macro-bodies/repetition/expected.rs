macro_rules! push_all {
    ($v:ident; $($x:expr),* $(,)?) => {{
        $( $v.push($x.expect("checked")); )*
        $v.extend([$($x.expect("checked")),*]);
    }};
}

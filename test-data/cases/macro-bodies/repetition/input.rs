macro_rules! push_all {
    ($v:ident; $($x:expr),* $(,)?) => {{
        $( $v.push($x.unwrap()); )*
        $v.extend([$($x.unwrap()),*]);
    }};
}

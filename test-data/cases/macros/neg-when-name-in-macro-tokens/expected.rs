fn arrow_macro() {
    let x = compute();
    my_macro!(x => 1);
}

fn sql_like() {
    let y = compute();
    sqlx_like!(SELECT y FROM t);
}

fn in_quote() {
    let z = compute();
    quote! { #z };
}

fn parse_loop() {
    let tokens = quote! {
        loop {}
        ()
    };
    let unused = quote! { return };
    check();
}

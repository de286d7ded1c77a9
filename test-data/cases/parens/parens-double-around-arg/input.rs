fn get(opt: Option<u8>, cache: &Cache) -> u8 {
    let a = ((opt)).unwrap();
    let b = (cache.lookup(1)).unwrap();
    let c = (((cache.lookup(2).unwrap())));
    a + b + c
}

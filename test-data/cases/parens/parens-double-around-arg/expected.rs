fn get(opt: Option<u8>, cache: &Cache) -> u8 {
    let a = ((opt)).expect("present");
    let b = (cache.lookup(1)).expect("present");
    let c = (((cache.lookup(2).expect("present"))));
    a + b + c
}

fn f(o: Option<u8>) -> bool {
    !o.is_none() && matches!(o, Some(_))
}

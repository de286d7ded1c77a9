fn view(user: &User) -> Html {
    html! {
        <div class="user">
            { user.name.clone().unwrap() }
        </div>
    }
}

sql_query! {
    SELECT name FROM users WHERE id = user.id.unwrap()
}

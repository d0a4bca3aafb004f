(define (problem plan_trial_H00003_statue_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CellPhoneType - otype
  KeyChainType - otype
  StatueType - otype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Statue_bar__plus_02_dot_20_bar__plus_01_dot_14_bar__minus_01_dot_23 - object
  CellPhone_bar__minus_02_dot_18_bar__minus_01_dot_34_bar__minus_01_dot_82 - object
  Book_bar__minus_01_dot_96_bar__minus_00_dot_75_bar__minus_00_dot_60 - object
  KeyChain_bar__minus_00_dot_36_bar__plus_00_dot_81_bar__minus_00_dot_04 - object
  Drawer_bar__plus_00_dot_84_bar__plus_02_dot_19_bar__plus_00_dot_36 - receptacle
  CoffeeTable_bar__plus_01_dot_25_bar__plus_00_dot_38_bar__plus_00_dot_41 - receptacle
  Dresser_bar__plus_00_dot_13_bar__plus_00_dot_68_bar__minus_02_dot_41 - receptacle
  SideTable_bar__minus_01_dot_17_bar__plus_02_dot_41_bar__minus_00_dot_83 - receptacle
  Shelf_bar__plus_00_dot_37_bar__plus_01_dot_29_bar__plus_01_dot_96 - receptacle
  loc_bar_1_bar_4_bar_0_bar_60 - location
  loc_bar_3_bar__minus_6_bar_3_bar_45 - location
  loc_bar_6_bar__minus_1_bar_0_bar_60 - location
  loc_bar_8_bar__minus_7_bar_2_bar_45 - location
  loc_bar__minus_3_bar__minus_5_bar_2_bar_45 - location
  loc_bar__minus_8_bar_7_bar_2_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar__minus_5_bar_2_bar_45)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType StatueType)
  (canContain DrawerType BookType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType StatueType)
  (canContain DresserType BookType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType KeyChainType)
  (canContain DresserType StatueType)
  (canContain ShelfType BookType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType StatueType)
  (canContain SideTableType BookType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType StatueType)
  (receptacleType Drawer_bar__plus_00_dot_84_bar__plus_02_dot_19_bar__plus_00_dot_36 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_84_bar__plus_02_dot_19_bar__plus_00_dot_36 loc_bar_6_bar__minus_1_bar_0_bar_60)
  (openable Drawer_bar__plus_00_dot_84_bar__plus_02_dot_19_bar__plus_00_dot_36)
  (receptacleType CoffeeTable_bar__plus_01_dot_25_bar__plus_00_dot_38_bar__plus_00_dot_41 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_01_dot_25_bar__plus_00_dot_38_bar__plus_00_dot_41 loc_bar_1_bar_4_bar_0_bar_60)
  (receptacleType Dresser_bar__plus_00_dot_13_bar__plus_00_dot_68_bar__minus_02_dot_41 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_13_bar__plus_00_dot_68_bar__minus_02_dot_41 loc_bar__minus_8_bar_7_bar_2_bar_45)
  (receptacleType SideTable_bar__minus_01_dot_17_bar__plus_02_dot_41_bar__minus_00_dot_83 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_17_bar__plus_02_dot_41_bar__minus_00_dot_83 loc_bar_3_bar__minus_6_bar_3_bar_45)
  (receptacleType Shelf_bar__plus_00_dot_37_bar__plus_01_dot_29_bar__plus_01_dot_96 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_37_bar__plus_01_dot_29_bar__plus_01_dot_96 loc_bar_8_bar__minus_7_bar_2_bar_45)
  (objectType Statue_bar__plus_02_dot_20_bar__plus_01_dot_14_bar__minus_01_dot_23 StatueType)
  (inReceptacle Statue_bar__plus_02_dot_20_bar__plus_01_dot_14_bar__minus_01_dot_23 CoffeeTable_bar__plus_01_dot_25_bar__plus_00_dot_38_bar__plus_00_dot_41)
  (objectAtLocation Statue_bar__plus_02_dot_20_bar__plus_01_dot_14_bar__minus_01_dot_23 loc_bar_1_bar_4_bar_0_bar_60)
  (pickupable Statue_bar__plus_02_dot_20_bar__plus_01_dot_14_bar__minus_01_dot_23)
  (objectType CellPhone_bar__minus_02_dot_18_bar__minus_01_dot_34_bar__minus_01_dot_82 CellPhoneType)
  (inReceptacle CellPhone_bar__minus_02_dot_18_bar__minus_01_dot_34_bar__minus_01_dot_82 CoffeeTable_bar__plus_01_dot_25_bar__plus_00_dot_38_bar__plus_00_dot_41)
  (objectAtLocation CellPhone_bar__minus_02_dot_18_bar__minus_01_dot_34_bar__minus_01_dot_82 loc_bar_1_bar_4_bar_0_bar_60)
  (pickupable CellPhone_bar__minus_02_dot_18_bar__minus_01_dot_34_bar__minus_01_dot_82)
  (objectType Book_bar__minus_01_dot_96_bar__minus_00_dot_75_bar__minus_00_dot_60 BookType)
  (inReceptacle Book_bar__minus_01_dot_96_bar__minus_00_dot_75_bar__minus_00_dot_60 Drawer_bar__plus_00_dot_84_bar__plus_02_dot_19_bar__plus_00_dot_36)
  (objectAtLocation Book_bar__minus_01_dot_96_bar__minus_00_dot_75_bar__minus_00_dot_60 loc_bar_6_bar__minus_1_bar_0_bar_60)
  (pickupable Book_bar__minus_01_dot_96_bar__minus_00_dot_75_bar__minus_00_dot_60)
  (objectType KeyChain_bar__minus_00_dot_36_bar__plus_00_dot_81_bar__minus_00_dot_04 KeyChainType)
  (inReceptacle KeyChain_bar__minus_00_dot_36_bar__plus_00_dot_81_bar__minus_00_dot_04 Dresser_bar__plus_00_dot_13_bar__plus_00_dot_68_bar__minus_02_dot_41)
  (objectAtLocation KeyChain_bar__minus_00_dot_36_bar__plus_00_dot_81_bar__minus_00_dot_04 loc_bar__minus_8_bar_7_bar_2_bar_45)
  (pickupable KeyChain_bar__minus_00_dot_36_bar__plus_00_dot_81_bar__minus_00_dot_04)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o StatueType)
                    (receptacleType ?r DrawerType)
                )
            )
        )
    )
)
)

(define (problem plan_trial_H00005_book_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  NewspaperType - otype
  StatueType - otype
  WatchType - otype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Book_bar__plus_01_dot_33_bar__minus_01_dot_68_bar__minus_01_dot_70 - object
  Watch_bar__minus_00_dot_86_bar__plus_02_dot_03_bar__plus_01_dot_16 - object
  Newspaper_bar__minus_00_dot_96_bar__plus_01_dot_35_bar__minus_00_dot_28 - object
  Statue_bar__plus_01_dot_11_bar__minus_01_dot_19_bar__plus_01_dot_76 - object
  Dresser_bar__minus_00_dot_30_bar__minus_01_dot_68_bar__plus_01_dot_28 - receptacle
  Sofa_bar__plus_00_dot_05_bar__minus_01_dot_97_bar__plus_00_dot_07 - receptacle
  CoffeeTable_bar__plus_00_dot_06_bar__plus_01_dot_31_bar__plus_00_dot_45 - receptacle
  TVStand_bar__plus_01_dot_04_bar__minus_00_dot_62_bar__minus_00_dot_86 - receptacle
  SideTable_bar__minus_01_dot_53_bar__minus_01_dot_61_bar__plus_02_dot_21 - receptacle
  Shelf_bar__plus_02_dot_17_bar__minus_01_dot_17_bar__plus_02_dot_43 - receptacle
  Drawer_bar__minus_00_dot_76_bar__plus_00_dot_69_bar__plus_01_dot_70 - receptacle
  loc_bar_2_bar_3_bar_0_bar_30 - location
  loc_bar_6_bar__minus_7_bar_3_bar_30 - location
  loc_bar__minus_1_bar_4_bar_3_bar_30 - location
  loc_bar__minus_2_bar__minus_3_bar_1_bar_0 - location
  loc_bar__minus_3_bar__minus_1_bar_0_bar_0 - location
  loc_bar__minus_6_bar__minus_6_bar_3_bar_30 - location
  loc_bar__minus_8_bar_4_bar_2_bar_60 - location
  loc_bar__minus_8_bar__minus_3_bar_3_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar__minus_3_bar_1_bar_0)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType WatchType)
  (canContain DrawerType BookType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType StatueType)
  (canContain DrawerType WatchType)
  (canContain DresserType BookType)
  (canContain DresserType NewspaperType)
  (canContain DresserType StatueType)
  (canContain DresserType WatchType)
  (canContain ShelfType BookType)
  (canContain ShelfType NewspaperType)
  (canContain ShelfType StatueType)
  (canContain ShelfType WatchType)
  (canContain SideTableType BookType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType StatueType)
  (canContain SideTableType WatchType)
  (canContain SofaType BookType)
  (canContain SofaType NewspaperType)
  (canContain SofaType StatueType)
  (canContain SofaType WatchType)
  (canContain TVStandType BookType)
  (canContain TVStandType NewspaperType)
  (canContain TVStandType StatueType)
  (canContain TVStandType WatchType)
  (receptacleType Dresser_bar__minus_00_dot_30_bar__minus_01_dot_68_bar__plus_01_dot_28 DresserType)
  (receptacleAtLocation Dresser_bar__minus_00_dot_30_bar__minus_01_dot_68_bar__plus_01_dot_28 loc_bar_2_bar_3_bar_0_bar_30)
  (receptacleType Sofa_bar__plus_00_dot_05_bar__minus_01_dot_97_bar__plus_00_dot_07 SofaType)
  (receptacleAtLocation Sofa_bar__plus_00_dot_05_bar__minus_01_dot_97_bar__plus_00_dot_07 loc_bar__minus_8_bar_4_bar_2_bar_60)
  (receptacleType CoffeeTable_bar__plus_00_dot_06_bar__plus_01_dot_31_bar__plus_00_dot_45 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_00_dot_06_bar__plus_01_dot_31_bar__plus_00_dot_45 loc_bar__minus_6_bar__minus_6_bar_3_bar_30)
  (receptacleType TVStand_bar__plus_01_dot_04_bar__minus_00_dot_62_bar__minus_00_dot_86 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_01_dot_04_bar__minus_00_dot_62_bar__minus_00_dot_86 loc_bar__minus_3_bar__minus_1_bar_0_bar_0)
  (receptacleType SideTable_bar__minus_01_dot_53_bar__minus_01_dot_61_bar__plus_02_dot_21 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_53_bar__minus_01_dot_61_bar__plus_02_dot_21 loc_bar__minus_8_bar__minus_3_bar_3_bar_0)
  (receptacleType Shelf_bar__plus_02_dot_17_bar__minus_01_dot_17_bar__plus_02_dot_43 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_17_bar__minus_01_dot_17_bar__plus_02_dot_43 loc_bar_6_bar__minus_7_bar_3_bar_30)
  (receptacleType Drawer_bar__minus_00_dot_76_bar__plus_00_dot_69_bar__plus_01_dot_70 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_76_bar__plus_00_dot_69_bar__plus_01_dot_70 loc_bar__minus_1_bar_4_bar_3_bar_30)
  (openable Drawer_bar__minus_00_dot_76_bar__plus_00_dot_69_bar__plus_01_dot_70)
  (objectType Book_bar__plus_01_dot_33_bar__minus_01_dot_68_bar__minus_01_dot_70 BookType)
  (inReceptacle Book_bar__plus_01_dot_33_bar__minus_01_dot_68_bar__minus_01_dot_70 CoffeeTable_bar__plus_00_dot_06_bar__plus_01_dot_31_bar__plus_00_dot_45)
  (objectAtLocation Book_bar__plus_01_dot_33_bar__minus_01_dot_68_bar__minus_01_dot_70 loc_bar__minus_6_bar__minus_6_bar_3_bar_30)
  (pickupable Book_bar__plus_01_dot_33_bar__minus_01_dot_68_bar__minus_01_dot_70)
  (objectType Watch_bar__minus_00_dot_86_bar__plus_02_dot_03_bar__plus_01_dot_16 WatchType)
  (inReceptacle Watch_bar__minus_00_dot_86_bar__plus_02_dot_03_bar__plus_01_dot_16 Sofa_bar__plus_00_dot_05_bar__minus_01_dot_97_bar__plus_00_dot_07)
  (objectAtLocation Watch_bar__minus_00_dot_86_bar__plus_02_dot_03_bar__plus_01_dot_16 loc_bar__minus_8_bar_4_bar_2_bar_60)
  (pickupable Watch_bar__minus_00_dot_86_bar__plus_02_dot_03_bar__plus_01_dot_16)
  (objectType Newspaper_bar__minus_00_dot_96_bar__plus_01_dot_35_bar__minus_00_dot_28 NewspaperType)
  (inReceptacle Newspaper_bar__minus_00_dot_96_bar__plus_01_dot_35_bar__minus_00_dot_28 TVStand_bar__plus_01_dot_04_bar__minus_00_dot_62_bar__minus_00_dot_86)
  (objectAtLocation Newspaper_bar__minus_00_dot_96_bar__plus_01_dot_35_bar__minus_00_dot_28 loc_bar__minus_3_bar__minus_1_bar_0_bar_0)
  (pickupable Newspaper_bar__minus_00_dot_96_bar__plus_01_dot_35_bar__minus_00_dot_28)
  (objectType Statue_bar__plus_01_dot_11_bar__minus_01_dot_19_bar__plus_01_dot_76 StatueType)
  (inReceptacle Statue_bar__plus_01_dot_11_bar__minus_01_dot_19_bar__plus_01_dot_76 SideTable_bar__minus_01_dot_53_bar__minus_01_dot_61_bar__plus_02_dot_21)
  (objectAtLocation Statue_bar__plus_01_dot_11_bar__minus_01_dot_19_bar__plus_01_dot_76 loc_bar__minus_8_bar__minus_3_bar_3_bar_0)
  (pickupable Statue_bar__plus_01_dot_11_bar__minus_01_dot_19_bar__plus_01_dot_76)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o BookType)
                    (receptacleType ?r ShelfType)
                )
            )
        )
    )
)
)

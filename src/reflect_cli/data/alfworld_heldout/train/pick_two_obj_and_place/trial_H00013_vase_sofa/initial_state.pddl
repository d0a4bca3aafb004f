(define (problem plan_trial_H00013_vase_sofa)
(:domain alfred)
(:objects
  agent1 - agent
  CreditCardType - otype
  PillowType - otype
  VaseType - otype
  WatchType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  Vase_bar__plus_01_dot_44_bar__minus_01_dot_46_bar__minus_02_dot_05 - object
  Vase_bar__plus_00_dot_86_bar__plus_01_dot_81_bar__minus_00_dot_59 - object
  Watch_bar__plus_00_dot_59_bar__plus_01_dot_74_bar__plus_01_dot_95 - object
  Pillow_bar__plus_01_dot_88_bar__minus_02_dot_06_bar__minus_01_dot_60 - object
  CreditCard_bar__minus_02_dot_21_bar__minus_00_dot_68_bar__plus_00_dot_38 - object
  Sofa_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__minus_00_dot_72 - receptacle
  CoffeeTable_bar__minus_00_dot_79_bar__minus_01_dot_37_bar__minus_01_dot_16 - receptacle
  Dresser_bar__minus_01_dot_27_bar__plus_00_dot_27_bar__minus_00_dot_13 - receptacle
  SideTable_bar__minus_01_dot_70_bar__minus_02_dot_10_bar__minus_01_dot_73 - receptacle
  Shelf_bar__plus_00_dot_20_bar__plus_00_dot_01_bar__minus_01_dot_49 - receptacle
  ArmChair_bar__minus_00_dot_54_bar__minus_02_dot_13_bar__minus_00_dot_04 - receptacle
  loc_bar_3_bar_2_bar_3_bar_60 - location
  loc_bar_3_bar_3_bar_3_bar_15 - location
  loc_bar_8_bar_8_bar_1_bar_45 - location
  loc_bar__minus_2_bar_2_bar_2_bar_15 - location
  loc_bar__minus_2_bar__minus_2_bar_0_bar_60 - location
  loc_bar__minus_4_bar__minus_2_bar_2_bar_30 - location
  loc_bar__minus_5_bar__minus_8_bar_3_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_5_bar__minus_8_bar_3_bar_15)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType VaseType)
  (canContain ArmChairType WatchType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType PillowType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain DresserType CreditCardType)
  (canContain DresserType PillowType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType PillowType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType PillowType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SofaType CreditCardType)
  (canContain SofaType PillowType)
  (canContain SofaType VaseType)
  (canContain SofaType WatchType)
  (receptacleType Sofa_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__minus_00_dot_72 SofaType)
  (receptacleAtLocation Sofa_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__minus_00_dot_72 loc_bar_8_bar_8_bar_1_bar_45)
  (receptacleType CoffeeTable_bar__minus_00_dot_79_bar__minus_01_dot_37_bar__minus_01_dot_16 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_00_dot_79_bar__minus_01_dot_37_bar__minus_01_dot_16 loc_bar__minus_4_bar__minus_2_bar_2_bar_30)
  (receptacleType Dresser_bar__minus_01_dot_27_bar__plus_00_dot_27_bar__minus_00_dot_13 DresserType)
  (receptacleAtLocation Dresser_bar__minus_01_dot_27_bar__plus_00_dot_27_bar__minus_00_dot_13 loc_bar__minus_2_bar_2_bar_2_bar_15)
  (receptacleType SideTable_bar__minus_01_dot_70_bar__minus_02_dot_10_bar__minus_01_dot_73 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_70_bar__minus_02_dot_10_bar__minus_01_dot_73 loc_bar_3_bar_3_bar_3_bar_15)
  (receptacleType Shelf_bar__plus_00_dot_20_bar__plus_00_dot_01_bar__minus_01_dot_49 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_01_bar__minus_01_dot_49 loc_bar_3_bar_2_bar_3_bar_60)
  (receptacleType ArmChair_bar__minus_00_dot_54_bar__minus_02_dot_13_bar__minus_00_dot_04 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_00_dot_54_bar__minus_02_dot_13_bar__minus_00_dot_04 loc_bar__minus_2_bar__minus_2_bar_0_bar_60)
  (objectType Vase_bar__plus_01_dot_44_bar__minus_01_dot_46_bar__minus_02_dot_05 VaseType)
  (inReceptacle Vase_bar__plus_01_dot_44_bar__minus_01_dot_46_bar__minus_02_dot_05 CoffeeTable_bar__minus_00_dot_79_bar__minus_01_dot_37_bar__minus_01_dot_16)
  (objectAtLocation Vase_bar__plus_01_dot_44_bar__minus_01_dot_46_bar__minus_02_dot_05 loc_bar__minus_4_bar__minus_2_bar_2_bar_30)
  (pickupable Vase_bar__plus_01_dot_44_bar__minus_01_dot_46_bar__minus_02_dot_05)
  (objectType Vase_bar__plus_00_dot_86_bar__plus_01_dot_81_bar__minus_00_dot_59 VaseType)
  (inReceptacle Vase_bar__plus_00_dot_86_bar__plus_01_dot_81_bar__minus_00_dot_59 CoffeeTable_bar__minus_00_dot_79_bar__minus_01_dot_37_bar__minus_01_dot_16)
  (objectAtLocation Vase_bar__plus_00_dot_86_bar__plus_01_dot_81_bar__minus_00_dot_59 loc_bar__minus_4_bar__minus_2_bar_2_bar_30)
  (pickupable Vase_bar__plus_00_dot_86_bar__plus_01_dot_81_bar__minus_00_dot_59)
  (objectType Watch_bar__plus_00_dot_59_bar__plus_01_dot_74_bar__plus_01_dot_95 WatchType)
  (inReceptacle Watch_bar__plus_00_dot_59_bar__plus_01_dot_74_bar__plus_01_dot_95 Sofa_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__minus_00_dot_72)
  (objectAtLocation Watch_bar__plus_00_dot_59_bar__plus_01_dot_74_bar__plus_01_dot_95 loc_bar_8_bar_8_bar_1_bar_45)
  (pickupable Watch_bar__plus_00_dot_59_bar__plus_01_dot_74_bar__plus_01_dot_95)
  (objectType Pillow_bar__plus_01_dot_88_bar__minus_02_dot_06_bar__minus_01_dot_60 PillowType)
  (inReceptacle Pillow_bar__plus_01_dot_88_bar__minus_02_dot_06_bar__minus_01_dot_60 CoffeeTable_bar__minus_00_dot_79_bar__minus_01_dot_37_bar__minus_01_dot_16)
  (objectAtLocation Pillow_bar__plus_01_dot_88_bar__minus_02_dot_06_bar__minus_01_dot_60 loc_bar__minus_4_bar__minus_2_bar_2_bar_30)
  (pickupable Pillow_bar__plus_01_dot_88_bar__minus_02_dot_06_bar__minus_01_dot_60)
  (objectType CreditCard_bar__minus_02_dot_21_bar__minus_00_dot_68_bar__plus_00_dot_38 CreditCardType)
  (inReceptacle CreditCard_bar__minus_02_dot_21_bar__minus_00_dot_68_bar__plus_00_dot_38 ArmChair_bar__minus_00_dot_54_bar__minus_02_dot_13_bar__minus_00_dot_04)
  (objectAtLocation CreditCard_bar__minus_02_dot_21_bar__minus_00_dot_68_bar__plus_00_dot_38 loc_bar__minus_2_bar__minus_2_bar_0_bar_60)
  (pickupable CreditCard_bar__minus_02_dot_21_bar__minus_00_dot_68_bar__plus_00_dot_38)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 VaseType)
                    (receptacleType ?r SofaType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 VaseType)
                            (receptacleType ?r SofaType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)

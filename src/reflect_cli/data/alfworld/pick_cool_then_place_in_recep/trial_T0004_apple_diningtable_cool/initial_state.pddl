(define (problem plan_trial_T0004_apple_diningtable_cool)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  EggType - otype
  MugType - otype
  CoffeeMachineType - rtype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  SinkBasinType - rtype
  StoveBurnerType - rtype
  ToasterType - rtype
  Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70 - object
  Bowl_bar__minus_01_dot_00_bar__plus_00_dot_70_bar__plus_01_dot_20 - object
  Egg_bar__plus_02_dot_00_bar__plus_00_dot_80_bar__plus_00_dot_10 - object
  Mug_bar__minus_00_dot_15_bar__plus_00_dot_92_bar__minus_01_dot_60 - object
  CoffeeMachine_bar__minus_00_dot_15_bar__plus_00_dot_90_bar__minus_01_dot_60 - receptacle
  CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_01_dot_59 - receptacle
  DiningTable_bar__minus_01_dot_02_bar__plus_00_dot_66_bar__plus_01_dot_14 - receptacle
  Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__plus_00_dot_06 - receptacle
  Sink_bar__minus_01_dot_90_bar__plus_00_dot_93_bar__minus_00_dot_66_bar_SinkBasin - receptacle
  StoveBurner_bar__plus_00_dot_61_bar__plus_00_dot_93_bar__minus_01_dot_58 - receptacle
  Toaster_bar__minus_01_dot_84_bar__plus_00_dot_90_bar__plus_00_dot_09 - receptacle
  loc_bar__minus_3_bar_3_bar_1_bar_30 - location
  loc_bar__minus_6_bar__minus_3_bar_3_bar_60 - location
  loc_bar__minus_6_bar_1_bar_3_bar_45 - location
  loc_bar_0_bar__minus_5_bar_2_bar_45 - location
  loc_bar_0_bar_0_bar_0_bar_30 - location
  loc_bar_2_bar__minus_5_bar_2_bar_45 - location
  loc_bar_4_bar__minus_5_bar_1_bar_45 - location
  loc_bar_6_bar_0_bar_3_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
  (receptacleType CoffeeMachine_bar__minus_00_dot_15_bar__plus_00_dot_90_bar__minus_01_dot_60 CoffeeMachineType)
  (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_15_bar__plus_00_dot_90_bar__minus_01_dot_60 loc_bar_0_bar__minus_5_bar_2_bar_45)
  (receptacleType CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_01_dot_59 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_01_dot_59 loc_bar_4_bar__minus_5_bar_1_bar_45)
  (receptacleType DiningTable_bar__minus_01_dot_02_bar__plus_00_dot_66_bar__plus_01_dot_14 DiningTableType)
  (receptacleAtLocation DiningTable_bar__minus_01_dot_02_bar__plus_00_dot_66_bar__plus_01_dot_14 loc_bar__minus_3_bar_3_bar_1_bar_30)
  (receptacleType Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__plus_00_dot_06 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__plus_00_dot_06 loc_bar_6_bar_0_bar_3_bar_0)
  (openable Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__plus_00_dot_06)
  (receptacleType Sink_bar__minus_01_dot_90_bar__plus_00_dot_93_bar__minus_00_dot_66_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_90_bar__plus_00_dot_93_bar__minus_00_dot_66_bar_SinkBasin loc_bar__minus_6_bar__minus_3_bar_3_bar_60)
  (receptacleType StoveBurner_bar__plus_00_dot_61_bar__plus_00_dot_93_bar__minus_01_dot_58 StoveBurnerType)
  (receptacleAtLocation StoveBurner_bar__plus_00_dot_61_bar__plus_00_dot_93_bar__minus_01_dot_58 loc_bar_2_bar__minus_5_bar_2_bar_45)
  (receptacleType Toaster_bar__minus_01_dot_84_bar__plus_00_dot_90_bar__plus_00_dot_09 ToasterType)
  (receptacleAtLocation Toaster_bar__minus_01_dot_84_bar__plus_00_dot_90_bar__plus_00_dot_09 loc_bar__minus_6_bar_1_bar_3_bar_45)
  (objectType Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70 AppleType)
  (inReceptacle Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70 Sink_bar__minus_01_dot_90_bar__plus_00_dot_93_bar__minus_00_dot_66_bar_SinkBasin)
  (objectAtLocation Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70 loc_bar__minus_6_bar__minus_3_bar_3_bar_60)
  (pickupable Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70)
  (cleanable Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70)
  (heatable Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70)
  (coolable Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70)
  (sliceable Apple_bar__minus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_70)
  (objectType Bowl_bar__minus_01_dot_00_bar__plus_00_dot_70_bar__plus_01_dot_20 BowlType)
  (inReceptacle Bowl_bar__minus_01_dot_00_bar__plus_00_dot_70_bar__plus_01_dot_20 DiningTable_bar__minus_01_dot_02_bar__plus_00_dot_66_bar__plus_01_dot_14)
  (objectAtLocation Bowl_bar__minus_01_dot_00_bar__plus_00_dot_70_bar__plus_01_dot_20 loc_bar__minus_3_bar_3_bar_1_bar_30)
  (pickupable Bowl_bar__minus_01_dot_00_bar__plus_00_dot_70_bar__plus_01_dot_20)
  (cleanable Bowl_bar__minus_01_dot_00_bar__plus_00_dot_70_bar__plus_01_dot_20)
  (heatable Bowl_bar__minus_01_dot_00_bar__plus_00_dot_70_bar__plus_01_dot_20)
  (coolable Bowl_bar__minus_01_dot_00_bar__plus_00_dot_70_bar__plus_01_dot_20)
  (objectType Egg_bar__plus_02_dot_00_bar__plus_00_dot_80_bar__plus_00_dot_10 EggType)
  (inReceptacle Egg_bar__plus_02_dot_00_bar__plus_00_dot_80_bar__plus_00_dot_10 Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__plus_00_dot_06)
  (objectAtLocation Egg_bar__plus_02_dot_00_bar__plus_00_dot_80_bar__plus_00_dot_10 loc_bar_6_bar_0_bar_3_bar_0)
  (pickupable Egg_bar__plus_02_dot_00_bar__plus_00_dot_80_bar__plus_00_dot_10)
  (cleanable Egg_bar__plus_02_dot_00_bar__plus_00_dot_80_bar__plus_00_dot_10)
  (heatable Egg_bar__plus_02_dot_00_bar__plus_00_dot_80_bar__plus_00_dot_10)
  (coolable Egg_bar__plus_02_dot_00_bar__plus_00_dot_80_bar__plus_00_dot_10)
  (objectType Mug_bar__minus_00_dot_15_bar__plus_00_dot_92_bar__minus_01_dot_60 MugType)
  (inReceptacle Mug_bar__minus_00_dot_15_bar__plus_00_dot_92_bar__minus_01_dot_60 CoffeeMachine_bar__minus_00_dot_15_bar__plus_00_dot_90_bar__minus_01_dot_60)
  (objectAtLocation Mug_bar__minus_00_dot_15_bar__plus_00_dot_92_bar__minus_01_dot_60 loc_bar_0_bar__minus_5_bar_2_bar_45)
  (pickupable Mug_bar__minus_00_dot_15_bar__plus_00_dot_92_bar__minus_01_dot_60)
  (cleanable Mug_bar__minus_00_dot_15_bar__plus_00_dot_92_bar__minus_01_dot_60)
  (heatable Mug_bar__minus_00_dot_15_bar__plus_00_dot_92_bar__minus_01_dot_60)
  (coolable Mug_bar__minus_00_dot_15_bar__plus_00_dot_92_bar__minus_01_dot_60)
  (canContain CoffeeMachineType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType MugType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType MugType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType MugType)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (coolable ?o)
                    (objectType ?o AppleType)
                    (receptacleType ?r DiningTableType)
                    (isCool ?o)
                    (inReceptacle ?o ?r)
                )
            )
        )
    )
)
)
